/**
 * The offline solvers offered to the LLM as tools, so the model's arithmetic, algebra, physics and chemistry are
 * computed and verified by the CAS instead of guessed. Each returns plain JSON the model can quote.
 */
import { z } from 'zod';
import type { TutorTool } from '../llm/llm-tutor';
import { findConcept } from './concepts';
import { evaluateExpression } from './math';
import { balanceEquation, molarMass } from './science';
import type { Solution } from './solution';
import { solveQuestion } from './solve';

const problemInput = z.object({
  problem: z.string().min(1).max(2_000).describe('The problem as the student wrote it (Arabic or English)'),
  language: z.enum(['ar', 'en']).describe('The language to write the steps in'),
});

/**
 * A solver tool: the same guarded dispatcher as the offline tutor (every syllabus kind, the subject's solvers
 * first), so the model gets only answers whose reading used the whole problem, with the machine-checkable result.
 */
function solverTool(name: string, description: string, subject: 'math' | 'physics' | 'chemistry'): TutorTool<z.infer<typeof problemInput>> {
  return {
    name,
    description,
    inputSchema: problemInput,
    execute: ({ problem, language }) => describeSolution(solveQuestion(problem, language, subject).solution),
  };
}

function describeSolution(solution: Solution | null) {
  if (!solution) return { solved: false, note: 'No verified solution: the offline solvers could not read this problem completely. Solve it yourself carefully and check your result.' };
  return {
    solved: true,
    title: solution.title,
    understood: solution.statement ?? null,
    steps: solution.steps.map((step) => step.text),
    answer: solution.answer,
    check: solution.check ?? null,
    result: solution.result ?? null,
  };
}

export const offlineSolverTools: readonly TutorTool[] = [
  solverTool(
    'solve_math',
    'Solves school maths step by step and verifies the answer: equations and inequalities (linear, quadratic, rational, absolute value, exponential, logarithmic), systems of 2 and 3 equations, complex numbers, sequences and series, binomial expansion, permutations and combinations, expand/factor/simplify, derivatives (chain/product/quotient, implicit, higher, tangents, extrema, monotonicity, rates), integrals (substitution, by parts, definite, areas, volumes), limits, analytic geometry (lines, circles, distances), vectors, probability and statistics, arithmetic, trigonometric values.',
    'math',
  ),
  solverTool(
    'solve_physics',
    'Solves physics problems with units step by step: kinematics, free fall, Newton’s laws with friction and inclines, circular motion, work/energy/power, momentum and collisions, fluids (density, pressure, buoyancy), circuits (series/parallel, internal resistance, Kirchhoff), electric power and energy cost, magnetic force, induced emf, transformers, waves, gas laws, heat and the first law of thermodynamics.',
    'physics',
  ),
  solverTool(
    'solve_chemistry',
    'Solves chemistry problems: molar mass, moles/mass/particles/gas volume at STP, molarity and dilution, pH/pOH of strong acids and bases, stoichiometry with limiting reactant and percentage yield, percentage composition, empirical and molecular formulas, balancing chemical equations.',
    'chemistry',
  ),
  {
    name: 'calculate',
    description: 'Evaluates an arithmetic expression exactly (fractions, powers, roots, trigonometric functions).',
    inputSchema: z.object({ expression: z.string().min(1).max(500) }),
    execute: ({ expression }: { expression: string }) => evaluateExpression(expression) ?? { error: 'Could not evaluate the expression' },
  } as TutorTool<{ expression: string }>,
  {
    name: 'molar_mass',
    description: 'The molar mass of a chemical formula in g/mol with a per-element breakdown (e.g. H2SO4, CuSO4·5H2O).',
    inputSchema: z.object({ formula: z.string().min(1).max(100) }),
    execute: ({ formula }: { formula: string }) => molarMass(formula) ?? { error: 'Not a valid formula' },
  } as TutorTool<{ formula: string }>,
  {
    name: 'balance_equation',
    description: 'Balances a chemical equation with the smallest whole-number coefficients (e.g. "H2 + O2 -> H2O").',
    inputSchema: z.object({ equation: z.string().min(1).max(300) }),
    execute: ({ equation }: { equation: string }) => balanceEquation(equation) ?? { error: 'Could not balance this equation' },
  } as TutorTool<{ equation: string }>,
  {
    name: 'look_up_concept',
    description: 'Finds the curriculum note on a concept (Egyptian secondary school, 8 subjects) in Arabic or English.',
    inputSchema: z.object({ query: z.string().min(1).max(500), language: z.enum(['ar', 'en']) }),
    execute: ({ query, language }: { query: string; language: 'ar' | 'en' }) => {
      const concept = findConcept(query, language, null);
      return concept ? { found: true, title: concept.title, note: concept.body } : { found: false };
    },
  } as TutorTool<{ query: string; language: 'ar' | 'en' }>,
];
