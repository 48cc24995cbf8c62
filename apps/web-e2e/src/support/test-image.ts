// A small real image, made by ffmpeg's colour source: for template backgrounds in the specs.
import { execFileSync } from 'node:child_process';

/** A PNG of one colour ('0x335577') at `size` ('640x360'), as bytes. */
export const solidPng = (color: string, size: string): Buffer =>
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `color=c=${color}:s=${size}`,
    '-frames:v',
    '1',
    '-f',
    'image2pipe',
    '-c:v',
    'png',
    '-',
  ]);
