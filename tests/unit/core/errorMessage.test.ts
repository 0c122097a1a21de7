import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../src/core/errorMessage';

describe('errorMessage', () => {
  it("gives an Error's message and any other thrown value as text", () => {
    expect(errorMessage(new TypeError('bad width'))).toBe('bad width');
    expect(errorMessage('offline')).toBe('offline');
    expect(errorMessage(404)).toBe('404');
    expect(errorMessage(undefined)).toBe('undefined');
  });
});
