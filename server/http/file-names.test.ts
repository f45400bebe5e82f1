import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName } from './file-names';

describe('cleanFileName', () => {
  it('drops folders, control characters and quotes', () => {
    expect(cleanFileName('C:\\Users\\x\\my "cv".pdf', 'resume')).toBe('my cv.pdf');
    expect(cleanFileName('../../etc/passwd', 'resume')).toBe('passwd');
    expect(cleanFileName('a\u0000b\u001f.pdf', 'resume')).toBe('ab.pdf');
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
