/**
 * The shared contracts the browser needs at run time. Imported file by file
 * (not through the package index) so the TypeBox schemas, which the server
 * needs and the browser does not, stay out of the bundle. Types may be imported
 * from '@fitrater/contracts' directly with `import type`.
 */
export * from '@fitrater/contracts/src/errors';
export * from '@fitrater/contracts/src/limits';
export * from '@fitrater/contracts/src/languages';
export * from '@fitrater/contracts/src/events';
export { checkPassword, passwordScore, passwordStrength, isPasswordValid, type PasswordChecks, type PasswordStrengthLabel } from '@fitrater/contracts/src/password';
// Billing (issue 14)
export * from '@fitrater/contracts/src/billing';
export * from '@fitrater/contracts/src/chat';
