import type { Linter, Rule } from 'eslint';

export const MODULE_BOUNDARY_MESSAGE: string;
export function moduleBoundaryConfigs(modulesDir: string): Linter.Config[];
export const noMutualImports: Rule.RuleModule;
export const serverModulesPlugin: { rules: Record<string, Rule.RuleModule> };
