import QRCode from 'qrcode';

// The QR code of a certificate's verification address as a grid of modules (docs/decisions/043):
// `qrcode` computes them, the PDF draws each dark one as a square, so the code stays vector.

export interface QrModules {
  /** Modules per side. */
  size: number;
  /** The dark modules, row by row from the top, each [row, column]. */
  dark: Array<[number, number]>;
}

/** The modules of `text`'s QR code at error correction M (a code still reads with 15 % of it damaged). */
export function qrModules(text: string): QrModules {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const dark: Array<[number, number]> = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) if (modules.get(row, column)) dark.push([row, column]);
  }
  return { size: modules.size, dark };
}
