import { describe, expect, it } from 'vitest';
import { isDevelopmentHost, storybookUrl } from './storybook.ts';

describe('Storybook on development hosts only', () => {
  it('recognises development hosts', () => {
    expect(isDevelopmentHost('localhost')).toBe(true);
    expect(isDevelopmentHost('console.dev.edugroup.example')).toBe(true);
    expect(isDevelopmentHost('console.staging.edugroup.example')).toBe(true);
  });

  it('offers Storybook only where one is configured and the host is a development one', () => {
    expect(storybookUrl('localhost', 'http://localhost:6006')).toBe('http://localhost:6006');
    expect(storybookUrl('localhost', undefined)).toBeNull();
    expect(storybookUrl('localhost', '')).toBeNull();
  });
});
