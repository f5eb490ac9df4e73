import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod/mini';
import { ConfigError, loadConfig } from '../config';
import {
  addTrainer,
  EmailTakenError,
  type TrainerAccount,
  trainerAccountSchema,
} from './add-trainer';
import { withConfiguredDatabase } from './configured-database';
import { DataDirLockedError } from './data-dir-lock';

const USAGE = `Adds trainer accounts to the configured database (DATABASE_URL, else DATA_DIR's embedded one).

  add-trainer --email <email> --first-name <name> --last-name <name>
      reads the password from standard input (asked for, unshown, on a terminal)
  add-trainer --file <trainers.json>
      a JSON array of { "email", "password", "firstName", "lastName" }

An embedded database must not be in use: stop the server first.`;

/** A mistake in what the operator gave: said with the usage, nothing is written. */
class UsageError extends Error {}

/** Reads a line from a terminal without showing it. */
function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new UsageError('cancelled'));
          return;
        }
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    process.stdout.write(question);
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
  });
}

/** The password: typed unseen on a terminal, else the first line piped in. */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) return askHidden('Password: ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

function parsed(value: unknown, where: string): TrainerAccount {
  const result = trainerAccountSchema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new UsageError(`${where}: ${problems.join('; ')}`);
}

async function trainersAsked(): Promise<TrainerAccount[]> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      file: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.file !== undefined) {
    let listed: unknown;
    try {
      listed = JSON.parse(await readFile(values.file, 'utf8'));
    } catch (error) {
      throw new UsageError(`${values.file} is not a readable JSON file: ${String(error)}`);
    }
    const list = z.array(z.unknown()).safeParse(listed);
    if (!list.success) throw new UsageError(`${values.file} does not hold a JSON array`);
    return list.data.map((entry, index) => parsed(entry, `${values.file} [${index}]`));
  }
  if (!values.email || !values['first-name'] || !values['last-name']) {
    throw new UsageError('give --email, --first-name and --last-name, or --file');
  }
  const account = {
    email: values.email,
    firstName: values['first-name'],
    lastName: values['last-name'],
  };
  return [parsed({ ...account, password: await readPassword() }, account.email)];
}

async function main() {
  const trainers = await trainersAsked();
  await withConfiguredDatabase(loadConfig(), async (db) => {
    for (const trainer of trainers) {
      const outcome = await addTrainer(db, trainer);
      console.log(
        outcome === 'added'
          ? `Added trainer ${trainer.firstName} ${trainer.lastName} <${trainer.email}>.`
          : `${trainer.email} is already a trainer: left as it is.`,
      );
    }
  });
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof EmailTakenError
  ) {
    console.error(error.message);
  } else console.error(error);
  process.exit(1);
});
