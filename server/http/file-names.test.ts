import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName } from './file-names';

describe('cleanFileName', () => {
  it('drops folders, control characters and quotes', () => {
    expect(cleanFileName('C:\\Users\\x\\my "cv".pdf', 'resume')).toBe('my cv.pdf');
    expect(cleanFileName('../../etc/passwd', 'resume')).toBe('passwd');
    expect(cleanFileName('a\u0000b\u001f.pdf', 'resume')).toBe('ab.pdf');
  });

  it('drops bidirectional overrides, isolates and marks, so a name reads as what it is', () => {
    expect(cleanFileName('invoice\u202Efdp.exe', 'document')).toBe('invoicefdp.exe');
    expect(cleanFileName('a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069i\u200Ej\u200Fk\u061Cl.pdf', 'resume')).toBe('abcdefghijkl.pdf');
    expect(attachmentDisposition('invoice\u202Efdp.exe')).toBe(`attachment; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`);
  });

  it('drops C1 control characters too', () => {
    expect(cleanFileName('cv\u0085\u009b.pdf', 'resume')).toBe('cv.pdf');
  });

  it('never cuts a character in half when it shortens a name', () => {
    const cleaned = cleanFileName(`${'😀'.repeat(250)}.pdf`, 'resume');
    expect(Array.from(cleaned)).toHaveLength(200);
    expect(cleaned.endsWith('😀.pdf')).toBe(true);
  });

  it('falls back when nothing is left', () => {
    expect(cleanFileName('///', 'document.pdf')).toBe('document.pdf');
  });

  it('keeps the extension when it shortens a long name', () => {
    const cleaned = cleanFileName(`${'x'.repeat(300)}.docx`, 'resume');
    expect(cleaned).toHaveLength(200);
    expect(cleaned.endsWith('.docx')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Résumé.pdf')).toBe(`attachment; filename="R_sum_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`);
  });
});
