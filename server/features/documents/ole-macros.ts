// Old Word and Excel files (.doc, .xls) are OLE compound files ("Compound File Binary", [MS-CFB]):
// a little file system of storages and streams inside one file. Their VBA macros live in storages
// of their own: Word's `Macros`, Excel's `_VBA_PROJECT_CUR`, each holding a `VBA` storage with a
// `_VBA_PROJECT` stream. A document with macros is how such files carry code that runs on the
// computer of whoever opens them, so uploads refuse them (docs/product/schools.md#documents).
// Only the directory is read, never a stream: no macro is ever parsed, only its storage's name.

/** What the directory of a compound file holds, as far as uploads care. */
export type CompoundFileVerdict = 'clean' | 'macros' | 'unreadable';

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const HEADER_BYTES = 512;
const DIRECTORY_ENTRY_BYTES = 128;
/** Sector numbers at or above this one mark a chain's end or a special sector, never data. */
const MAX_REGULAR_SECTOR = 0xfffffffa;
const END_OF_CHAIN = 0xfffffffe;
const HEADER_DIFAT_ENTRIES = 109;
const STORAGE = 1;
const STREAM = 2;
const ROOT = 5;

/** Names of the storages and streams VBA keeps its project in, lower-cased (names compare case-insensitively). */
const VBA_NAMES = new Set(['macros', '_vba_project_cur', 'vba', '_vba_project']);

class Unreadable extends Error {}

/**
 * Whether the compound file `content` holds a VBA project. A file whose directory cannot be read
 * is `unreadable`: Word or Excel might still open it, and what we cannot read we cannot check.
 */
export function compoundFileVerdict(content: Buffer): CompoundFileVerdict {
  try {
    return directoryNames(content).some((name) => VBA_NAMES.has(name.toLowerCase())) ? 'macros' : 'clean';
  } catch (error) {
    // A read past a buffer's end (RangeError) is a broken file too, never a server error.
    if (error instanceof Unreadable || error instanceof RangeError) return 'unreadable';
    throw error;
  }
}

function directoryNames(content: Buffer): string[] {
  if (content.length < HEADER_BYTES || !content.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Unreadable();
  const sectorShift = content.readUInt16LE(0x1e);
  // Version 3 files have sectors of 512 bytes, version 4 files of 4096.
  if (sectorShift !== 9 && sectorShift !== 12) throw new Unreadable();
  const sectorBytes = 1 << sectorShift;
  // Sector n starts after the header's sector, at (n + 1) sectors.
  const sectorCount = Math.max(0, Math.ceil((content.length - sectorBytes) / sectorBytes));
  const sectorAt = (sector: number): Buffer => {
    if (sector >= sectorCount) throw new Unreadable();
    const start = (sector + 1) * sectorBytes;
    const bytes = content.subarray(start, start + sectorBytes);
    // Some writers cut the file's last sector short: the rest reads as zeros.
    return bytes.length === sectorBytes ? bytes : Buffer.concat([bytes, Buffer.alloc(sectorBytes - bytes.length)]);
  };

  // The FAT's own sectors: the first 109 are listed in the header, the rest in a chain of DIFAT sectors.
  const fatSectorCount = content.readUInt32LE(0x2c);
  if (fatSectorCount > sectorCount) throw new Unreadable();
  const fatSectors: number[] = [];
  for (let i = 0; i < Math.min(fatSectorCount, HEADER_DIFAT_ENTRIES); i += 1) fatSectors.push(content.readUInt32LE(0x4c + 4 * i));
  let difatSector = content.readUInt32LE(0x44);
  const seenDifat = new Set<number>();
  while (fatSectors.length < fatSectorCount) {
    if (difatSector > MAX_REGULAR_SECTOR || seenDifat.has(difatSector)) throw new Unreadable();
    seenDifat.add(difatSector);
    const sector = sectorAt(difatSector);
    const entries = sector.length / 4 - 1;
    for (let i = 0; i < entries && fatSectors.length < fatSectorCount; i += 1) fatSectors.push(sector.readUInt32LE(4 * i));
    difatSector = sector.readUInt32LE(4 * entries);
  }
  const fat = Buffer.concat(fatSectors.map(sectorAt));
  const nextSector = (sector: number): number => {
    if (4 * sector + 4 > fat.length) throw new Unreadable();
    return fat.readUInt32LE(4 * sector);
  };

  // The directory: a chain of sectors from the header's first directory sector, 128 bytes an entry.
  const names: string[] = [];
  const seen = new Set<number>();
  let sector = content.readUInt32LE(0x30);
  let sawRoot = false;
  while (sector !== END_OF_CHAIN) {
    if (seen.has(sector) || seen.size >= sectorCount) throw new Unreadable();
    seen.add(sector);
    const entries = sectorAt(sector);
    for (let offset = 0; offset + DIRECTORY_ENTRY_BYTES <= entries.length; offset += DIRECTORY_ENTRY_BYTES) {
      const type = entries.readUInt8(offset + 0x42);
      if (type === ROOT) sawRoot = true;
      if (type !== STORAGE && type !== STREAM) continue;
      const nameBytes = entries.readUInt16LE(offset + 0x40);
      if (nameBytes < 2 || nameBytes > 64 || nameBytes % 2 !== 0) throw new Unreadable();
      names.push(entries.toString('utf16le', offset, offset + nameBytes - 2));
    }
    sector = nextSector(sector);
  }
  if (!sawRoot) throw new Unreadable();
  return names;
}
