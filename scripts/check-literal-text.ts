// The part of the "nothing left untranslated" check that reads the screens
// (docs/decisions/063-one-message-catalogue.md): in a folder already moved to the message
// catalogue, every word a person reads comes from it. Fails on text written in the code itself:
// JSX text and words in a JSX attribute a person reads (alt, aria-label, title, placeholder) in
// .tsx files; text between HTML tags and in those attributes in the HTML that .ts files write as
// strings; and text in the folder's index.html other than a `%name%` the build fills from the
// catalogue. Run by `npm test` through scripts/check-literal-text.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The folders, and single files of folders not yet all moved, whose every word comes from the
 * catalogue. A folder joins once its screens are converted; the office
 * (src/client/routes/admin-*) stays in English and never joins.
 */
export const CONVERTED_FOLDERS = [
  'src/client/crew',
  // Sign-up and payment, in the resident's language.
  'src/client/components/forms/sign-up-form.tsx',
  'src/client/components/forms/community-field.tsx',
  'src/client/components/forms/doorstep-fields.tsx',
  'src/client/components/ui/spinner.tsx',
  'src/client/components/ui/password-input.tsx',
  'src/client/features/payments/components/card-checkout.tsx',
  'src/client/features/payments/components/information-step.tsx',
  'src/client/features/payments/components/order-summary.tsx',
  'src/client/features/payments/components/payment-panels.tsx',
  'src/client/features/payments/components/payment-step.tsx',
  'src/client/features/payments/components/paypal-checkout.tsx',
  'src/client/features/payments/components/paypal-steps.tsx',
  'src/client/features/payments/components/sandbox-approval.tsx',
  'src/client/features/payments/components/sandbox-card-form.tsx',
  'src/client/features/payments/components/signup-step.tsx',
  'src/client/features/payments/components/stripe-card-form.tsx',
  'src/client/features/payments/components/stripe-elements.tsx',
  'src/client/routes/signup.tsx',
  'src/client/routes/subscribe.tsx',
  'src/client/routes/paypal-subscribe.tsx',
  'src/client/routes/sandbox-paypal.tsx',
  'src/client/routes/payment-success.tsx',
  'src/client/routes/payment-cancel.tsx',
  'src/client/islands',
  // The portal's frame: its heading, tabs and account summary, and the Settings tab's own cards.
  'src/client/routes/client-portal',
  // What the portal's tabs show: the subscription, its dialogs, the schedule and the billing.
  'src/client/features/subscriptions/components',
  'src/client/features/payments/components/payment-method-card.tsx',
  'src/client/features/payments/components/stripe-setup-form.tsx',
  'src/client/features/payments/components/unfinished-sign-up.tsx',
  'src/client/components/ui/retry-alert.tsx',
  'src/client/components/ui/dialog.tsx',
  'src/client/components/forms/sending-form-parts.tsx',
  // Log in, passwords, the sign-in email, the profile and the not-found page.
  'src/client/routes/login.tsx',
  'src/client/routes/forgot-password.tsx',
  'src/client/routes/reset-password.tsx',
  'src/client/routes/confirm-email.tsx',
  'src/client/routes/profile.tsx',
  'src/client/routes/not-found.tsx',
  'src/client/features/auth/components/account-details.tsx',
  'src/client/features/auth/components/auth-card.tsx',
  'src/client/features/auth/components/change-password-form.tsx',
  'src/client/features/auth/components/guards.tsx',
  'src/client/features/auth/components/language-card.tsx',
  'src/client/features/auth/components/login-form.tsx',
  // The waitlist and the unsubscribe page, in the visitor's language.
  'src/client/features/waitlist',
  'src/client/routes/waitlist.tsx',
  'src/client/routes/waitlist-confirm.tsx',
  'src/client/routes/unsubscribe.tsx',
  // The search page, in English at /search and in Spanish at /es/search.
  'src/client/routes/search.tsx',
  'src/client/routes/es.search.tsx',
  'src/client/routes/marketing/search.tsx',
  // The portal's settings cards: service details, the sign-in email, the notifications.
  'src/client/features/account/components',
  'src/client/features/notifications/components',
  // Recent service with its problem reports, and the Notices tab with its disputes.
  'src/client/features/tickets/components/pickup-outcomes.tsx',
  'src/client/features/tickets/components/pickup-parts.tsx',
  'src/client/features/tickets/components/report-problem-dialog.tsx',
  'src/client/features/tickets/components/report-problem-form.tsx',
  'src/client/features/door-notices/components',
  // What the marketing pages' script writes: the ZIP check, the contact and request forms, the toasts.
  'src/client/features/marketing/components/zip-check.tsx',
  'src/client/features/marketing/enhance-zip-check.ts',
  'src/client/features/contact',
  'src/client/features/property-leads',
  'src/client/lib/enhance-sending-form.ts',
  'src/client/lib/mount-toaster.ts',
  'src/client/components/ui/toaster.tsx',
];

const READ_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'];
const WORD = /\p{L}{2,}/u;

export type Finding = { file: string; line: number; text: string };

/** Literal words in a .tsx file's JSX. */
function jsxFindings(file: string, source: string): Finding[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const at = (node: ts.Node, text: string) =>
    found.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORD.test(node.text)) at(node, node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.includes(node.name.getText(tree)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      WORD.test(node.initializer.text)
    ) {
      at(node, node.getText(tree));
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** Literal words in the HTML a .ts file writes as strings: between tags, or in a read attribute. */
function htmlStringFindings(file: string, source: string): Finding[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: Finding[] = [];
  const between = />([^<>]*)</g;
  const attribute = new RegExp(`\\b(?:${READ_ATTRIBUTES.join('|')})="([^"]*)"`, 'g');
  const check = (node: ts.Node, text: string) => {
    for (const [, inner = ''] of [...text.matchAll(between), ...text.matchAll(attribute)]) {
      if (WORD.test(inner)) {
        const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push({ file, line, text: inner.trim() });
      }
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      check(node, node.text);
    if (ts.isTemplateExpression(node)) {
      // Each `${…}` stands for a value, never a word: the literal parts are read as one text.
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      check(node, parts.join('${…}'));
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** Words in an index.html other than a `%name%` the build fills in. */
function pageFindings(file: string, source: string): Finding[] {
  const body = source.replace(/<head>[\s\S]*<\/head>/, (head) => head.replace(/[^\n]/g, ' '));
  const found: Finding[] = [];
  body.split('\n').forEach((line, i) => {
    for (const [, inner = ''] of line.matchAll(/>([^<>]*)</g)) {
      if (WORD.test(inner.replace(/%[A-Za-z_]+%/g, ''))) {
        found.push({ file, line: i + 1, text: inner.trim() });
      }
    }
    for (const [, inner = ''] of line.matchAll(
      /\b(?:alt|aria-label|title|placeholder)="([^"]*)"/g,
    )) {
      if (WORD.test(inner.replace(/%[A-Za-z_]+%/g, ''))) {
        found.push({ file, line: i + 1, text: inner });
      }
    }
  });
  return found;
}

/** Every finding in one file, by its kind. */
export function literalText(file: string, source: string): Finding[] {
  if (file.endsWith('.tsx')) return jsxFindings(file, source);
  if (file.endsWith('.ts')) return htmlStringFindings(file, source);
  if (file.endsWith('.html')) return pageFindings(file, source);
  return [];
}

function filesUnder(dir: string): string[] {
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.test\.tsx?$/.test(name) ? [] : [path];
  });
}

/** Every finding in the converted folders. */
export function literalTextInConvertedFolders(root = '.'): Finding[] {
  return CONVERTED_FOLDERS.flatMap((folder) =>
    filesUnder(join(root, folder)).flatMap((file) => literalText(file, readFileSync(file, 'utf8'))),
  );
}
