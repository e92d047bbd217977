import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { startModules } from './module-lifecycle.ts';
import type { ServerModule } from './server-module.ts';
import type { AppServices } from './services.ts';

// The modules' start hooks run in the registry's order; what they started stops in the reverse
// order, every stop tried; a failed start stops what started before it.

const services = {} as AppServices;
const log: FastifyBaseLogger = pino({ level: 'silent' });

function modulesRecording(steps: string[], failing?: { start?: string; stop?: string }) {
  const module = (id: string, stops = true): ServerModule => ({
    id,
    start: async () => {
      steps.push(`start ${id}`);
      if (failing?.start === id) throw new Error(`${id} refused`);
      if (!stops) return;
      return async () => {
        steps.push(`stop ${id}`);
        if (failing?.stop === id) throw new Error(`${id} stuck`);
      };
    },
  });
  return [module('bells'), { id: 'no-hooks' }, module('clocks', false), module('doors')];
}

describe('the modules’ start and stop hooks', () => {
  it('start in order and stop in the reverse order', async () => {
    const steps: string[] = [];
    const started = await startModules(modulesRecording(steps), services, log);
    expect(steps).toEqual(['start bells', 'start clocks', 'start doors']);
    await started.stop();
    expect(steps.slice(3)).toEqual(['stop doors', 'stop bells']);
    // Stopped once: a second stop has nothing left to stop.
    await started.stop();
    expect(steps).toHaveLength(5);
  });

  it('try every stop when one fails, and then say which', async () => {
    const steps: string[] = [];
    const started = await startModules(modulesRecording(steps, { stop: 'doors' }), services, log);
    await expect(started.stop()).rejects.toThrow('stopping the modules failed');
    expect(steps.slice(3)).toEqual(['stop doors', 'stop bells']);
  });

  it('stop what started before a failed start, and fail the start naming the module', async () => {
    const steps: string[] = [];
    await expect(
      startModules(modulesRecording(steps, { start: 'doors' }), services, log),
    ).rejects.toThrow('module doors did not start');
    expect(steps).toEqual(['start bells', 'start clocks', 'start doors', 'stop bells']);
  });
});
