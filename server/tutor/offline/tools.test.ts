/**
 * The offline solvers as the LLM's tools: every syllabus kind through the same guarded dispatcher, with what was
 * understood and a machine-checkable result, so the model quotes verified numbers and can check its own.
 */
import { describe, expect, it } from 'vitest';
import { offlineSolverTools } from './tools';

const tool = (name: string) => offlineSolverTools.find((each) => each.name === name)!;
const run = async (name: string, input: unknown) => (await tool(name).execute(input as never)) as Record<string, unknown>;

describe('solver tools for the LLM', () => {
  it('solve_math answers a logarithmic equation with its reading and result', async () => {
    const output = await run('solve_math', { problem: 'solve log_2(x + 3) = 4', language: 'en' });
    expect(output.solved).toBe(true);
    expect(String(output.understood)).toMatch(/log/);
    expect(output.result).toEqual({ values: [13] });
  });

  it('solve_physics and solve_chemistry reach the new kinds', async () => {
    const physics = await run('solve_physics', { problem: 'Resistors of 4 Ω and 12 Ω are connected in parallel. Find the equivalent resistance.', language: 'en' });
    expect(physics.solved).toBe(true);
    expect((physics.result as { values: number[] }).values[0]).toBeCloseTo(3);
    const chemistry = await run('solve_chemistry', { problem: 'What is the pH of a 0.01 M HCl solution?', language: 'en' });
    expect(chemistry.solved).toBe(true);
    expect((chemistry.result as { values: number[] }).values[0]).toBeCloseTo(2);
  });

  it('a problem no solver reads completely is reported unsolved, not half-solved', async () => {
    const output = await run('solve_math', { problem: 'solve 2x + 3 = 7 where x is the number of primes below log 5', language: 'en' });
    expect(output.solved).toBe(false);
  });
});
