export interface BuildInputs {
  folders: string[];
  files: string[];
}
export const BUILD_INPUTS: BuildInputs;
export const STAMP_FILE: string;
export function sourcesHash(root: string, inputs?: BuildInputs): string;
export function clearStamp(root: string): void;
export function writeStamp(root: string, inputs?: BuildInputs): void;
export function isBuildUpToDate(root: string, inputs?: BuildInputs): boolean;
