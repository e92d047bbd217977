import { describe, expect, it } from 'vitest';
import { isProgram, isSvgDocument } from './media-content.ts';

describe('isSvgDocument', () => {
  it.each([
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '\n  <svg>',
    '<?xml version="1.0"?><svg viewBox="0 0 1 1"></svg>',
    '<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg/>',
    '<!DOCTYPE svg [\n  <!ENTITY name "value">\n]>\n<svg>&name;</svg>',
    '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>',
  ])('takes %j', (text) => {
    expect(isSvgDocument(text)).toBe(true);
  });

  it.each([
    '',
    'svg',
    '<html><svg/></html>',
    '<svgx/>',
    '<!-- <svg> --><html/>',
    '<?xml version="1.0"?><!-- never closed <svg/>',
    'text before <svg/>',
  ])('refuses %j', (text) => {
    expect(isSvgDocument(text)).toBe(false);
  });
});

describe('isProgram', () => {
  const bytes = (...values: number[]) => Buffer.from(values);
  it('knows ELF, Mach-O, PE and interpreter scripts', () => {
    expect(isProgram(bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1))).toBe(true);
    expect(isProgram(bytes(0xcf, 0xfa, 0xed, 0xfe))).toBe(true);
    expect(isProgram(bytes(0xca, 0xfe, 0xba, 0xbe))).toBe(true);
    expect(isProgram(Buffer.from('#!/usr/bin/env python3\n'))).toBe(true);
    const dos = Buffer.alloc(64);
    dos.write('MZ');
    expect(isProgram(dos)).toBe(true);
  });

  it('does not take text starting with MZ for a program', () => {
    expect(isProgram(Buffer.from('MZ,North zone,12\nSZ,South zone,9\n'))).toBe(false);
    expect(isProgram(Buffer.from('name,marks\n'))).toBe(false);
  });
});
