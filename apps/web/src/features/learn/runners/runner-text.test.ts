import { describe, expect, it } from 'vitest';
import { resetNotice, savedCodeNote, showHintLabel } from './runner-text';

describe('runner texts', () => {
  it('counts the next hint out of all of them', () => {
    expect(showHintLabel(2, 3)).toBe('Show hint 2 of 3');
  });

  it('names the undo key of the keyboard at hand', () => {
    expect(resetNotice(false)).toBe('Code reset: Ctrl+Z brings yours back');
    expect(resetNotice(true)).toBe('Code reset: Cmd+Z brings yours back');
  });

  it('names the reset button that leads back to the starter code', () => {
    expect(savedCodeNote('Reset code')).toBe(
      'Your saved code is shown. Reset code brings back the starter code.',
    );
  });
});
