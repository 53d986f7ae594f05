/**
 * Thrown when the settings an engine was built with cannot work (e.g. the openai engine without a
 * key). Core validates its environment first and turns this into its own ConfigError.
 */
export class StylistSettingsError extends Error {
  constructor(readonly variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'StylistSettingsError';
  }
}
