import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findClassConflicts } from '../../../scripts/class-conflicts';

// cn() only joins class names (decision 030): two classes for one property in one element's list
// are decided by the stylesheet's order, so the app must have none. A component's look that a
// caller wants different is a variant or a prop of it, not a className that overrides.
describe('Tailwind class conflicts', () => {
  it('no class list in web/ has two classes for one property', () => {
    const found = findClassConflicts().map((c) => `${c.where} ${c.what}: ${c.dropped.join(' ')} lose to a later class in "${c.classes}"`);
    expect(found).toEqual([]);
  });

  describe('the audit', () => {
    const ui = fileURLToPath(new URL('.', import.meta.url));
    const dir = mkdtempSync(path.join(tmpdir(), 'class-conflicts-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    function audit(source: string) {
      const file = path.join(dir, 'fixture.tsx');
      writeFileSync(file, source);
      return findClassConflicts([file, ...['button.tsx', 'card.tsx', 'label.tsx'].map((name) => path.join(ui, name))]).filter((c) =>
        c.where.includes('fixture.tsx'),
      );
    }

    it("sees a use's className against the component's classes and variants", () => {
      const found = audit(`
        import { Button } from '@web/components/ui/button';
        import { CardHeader } from '@web/components/ui/card';
        import { Label } from '@web/components/ui/label';
        export const a = <Button className="px-2">A</Button>;
        export const b = <Button size="sm" className="h-8">B</Button>;
        export const c = <CardHeader className="flex-row gap-2" />;
        export const d = <Label className="font-normal">D</Label>;
        export const ok = <Button variant="ghost" size={null} className="h-8 px-2 text-sm">OK</Button>;
        export const ok2 = <CardHeader layout="row" className="gap-2" />;
      `);
      expect(found.map((c) => c.dropped)).toEqual([['px-4'], ['h-9'], ['flex-col', 'gap-1.5'], ['font-medium']]);
    });

    it('sees a cva whose variants fight its base, and cn() calls with both branches', () => {
      const found = audit(`
        import { cva } from 'class-variance-authority';
        import { cn } from '@web/lib/utils';
        const v = cva('h-10 text-sm', { variants: { size: { sm: 'h-9', lg: 'text-lg' } }, defaultVariants: { size: 'sm' } });
        export const e = (active: boolean) => cn('text-muted-foreground', active && 'text-foreground');
        export const f = (active: boolean) => cn(active ? 'text-foreground' : 'text-muted-foreground');
      `);
      expect(found.map((c) => `${c.what}: ${c.dropped.join(' ')}`)).toEqual(['cva v: h-10', 'cva v: text-sm', 'cn(): text-muted-foreground']);
    });
  });
});
