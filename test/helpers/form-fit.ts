// Whether a form's fields show their placeholders whole, read by the phone audit
// (test/e2e/phone-audit.phone.spec.ts) and the desktop app's touch test
// (test/e2e/desktop-touch.spec.ts): a placeholder cut at the field's edge hides what to type.

/**
 * Runs in the page: every shown field whose placeholder does not fit, as
 * `<input name="…"> "placeholder" needs N px, has M`. A single-line field's placeholder is
 * measured on a canvas in the field's font against the field's content width; a text area's is
 * wrapped in a hidden copy of its content box and must not be taller than it.
 */
export function cutPlaceholders(): string[] {
  const cut: string[] = [];
  const ctx = document.createElement('canvas').getContext('2d')!;
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[placeholder], textarea[placeholder]',
  );
  for (const el of fields) {
    const box = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    if (!el.placeholder || !box.width || !box.height || s.visibility === 'hidden') continue;
    if (el.closest('[aria-hidden="true"], [inert]') || box.right <= 0 || box.left >= innerWidth) continue;
    const roomX = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    const font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    const name = `<${el.tagName.toLowerCase()} name="${el.name}"> "${el.placeholder}"`;
    if (el instanceof HTMLTextAreaElement) {
      const roomY = el.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom);
      const copy = document.createElement('div');
      Object.assign(copy.style, {
        position: 'absolute',
        visibility: 'hidden',
        boxSizing: 'content-box',
        width: `${roomX}px`,
        font,
        lineHeight: s.lineHeight,
        letterSpacing: s.letterSpacing,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'break-word',
      });
      copy.textContent = el.placeholder;
      document.body.append(copy);
      const needY = copy.getBoundingClientRect().height;
      copy.remove();
      if (needY > roomY + 0.5) cut.push(`${name} needs ${Math.ceil(needY)} px of height, has ${Math.floor(roomY)}`);
    } else {
      ctx.font = font;
      ctx.letterSpacing = s.letterSpacing === 'normal' ? '0px' : s.letterSpacing;
      const needX = ctx.measureText(el.placeholder).width;
      if (needX > roomX + 0.5) cut.push(`${name} needs ${Math.ceil(needX)} px, has ${Math.floor(roomX)}`);
    }
  }
  return cut;
}
