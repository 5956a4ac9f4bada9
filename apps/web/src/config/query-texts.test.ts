import { describe, expect, it } from 'vitest';
import { loadFailedText, loadingText } from './query-texts';

describe('query texts', () => {
  it('say what is loading', () => {
    expect(loadingText('traces')).toBe('Loading traces...');
  });

  it('say what could not be loaded', () => {
    expect(loadFailedText('the trace')).toBe('Could not load the trace');
  });
});
