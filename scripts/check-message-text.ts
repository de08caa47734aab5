// The part of the "nothing left untranslated" check that reads what the server sends
// (docs/decisions/063-one-message-catalogue.md): every email and text to a resident or a porter
// is made from the catalogue. A resident's or a porter's email is `composeMail`'s (or the
// notifier's, which calls it), whose subject, lines and button are message ids, and a text the
// notifier sends is a message id too; both are typed so. This check closes the ways around
// those types, in the server's code:
// - an email written by hand (an object with a `subject` and a `text`) outside the mail module;
// - an English-only email (`englishMail`) outside the senders whose readers have no language on
//   record (ENGLISH_SENDERS);
// - a sentence written in a file that writes a resident's message (one that imports the types
//   of the catalogue's mail words from the mail module), other than SQL.
// Run by `npm test` through scripts/check-message-text.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The files that may write English-only mail: to property managers and the office, neither of
 * whom has a language on record.
 */
export const ENGLISH_SENDERS = [
  'src/server/modules/mail/mail-module.ts',
  'src/server/modules/property-reports/night-reports.ts',
];

/** What a file imports from the mail module that makes it a writer of residents' messages. */
const MESSAGE_WORDS = ['MailWords', 'MailLine', 'Said'];

/** Two words with a space between: a sentence, not an id, a key, a path or an address. */
const SENTENCE = /\p{L}{2,}[,.:;!?]? \p{L}{2,}/u;

export type Finding = { file: string; line: number; text: string };

/** Every way `source` gets around the catalogue. */
export function messageTextFindings(file: string, source: string): Finding[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: Finding[] = [];
  const at = (node: ts.Node, text: string) =>
    found.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
  // The mail module carries mail; the schema names its columns.
  const carriesMail = /src\/server\/(modules\/mail|db)\//.test(file);
  const writesMessages = tree.statements.some(
    (s) =>
      ts.isImportDeclaration(s) &&
      ts.isStringLiteral(s.moduleSpecifier) &&
      /\/mail\/mail-module(\.ts)?$/.test(s.moduleSpecifier.text) &&
      s.importClause?.namedBindings !== undefined &&
      ts.isNamedImports(s.importClause.namedBindings) &&
      s.importClause.namedBindings.elements.some((e) => MESSAGE_WORDS.includes(e.name.text)),
  );
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node) && !carriesMail) {
      const names = node.properties.map((p) => p.name?.getText(tree));
      if (names.includes('subject') && names.includes('text')) at(node, 'an email written by hand');
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.getText(tree) === 'englishMail' &&
      !ENGLISH_SENDERS.some((allowed) => file.endsWith(allowed))
    ) {
      at(node, 'englishMail outside the senders to readers without a language');
    }
    if (writesMessages && isWords(node)) {
      at(node, node.getText(tree));
    }
    if (!ts.isTaggedTemplateExpression(node)) ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** A string or template literal holding a sentence (a `${…}` stands for a value, never a word). */
function isWords(node: ts.Node): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return SENTENCE.test(node.text);
  }
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    return parts.some((part) => SENTENCE.test(part));
  }
  return false;
}

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return serverFiles(path);
    const isTest = /\.test\.ts$|test-helpers\.ts$/.test(name);
    return name.endsWith('.ts') && !isTest ? [path] : [];
  });
}

/** Every finding in the server's code. */
export function messageTextInServer(root = 'src/server'): Finding[] {
  return serverFiles(root).flatMap((file) => messageTextFindings(file, readFileSync(file, 'utf8')));
}
