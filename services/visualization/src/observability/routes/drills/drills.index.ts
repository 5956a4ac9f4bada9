// The drills (docs/lab.md#drills) as visualization keeps them, reached only through its binding:
// the gateway starts, hides and clears each drill's fault on the service that keeps faults.
// Each runs in the lab session of the request that started it, and only it sees the drill.
import { errorEnvelope } from '@repo/contracts/envelope';
import { DRILL_FAULTS, pickDrillFault, type HiddenDrill } from '@repo/contracts/lab-drill-faults';
import {
  DRILL_RUNNING_MESSAGE,
  tooManyDiagnosesMessage,
  unknownDrillMessage,
} from '@repo/contracts/lab-drills';
import {
  ownedDiagnosisRoute,
  ownedGiveUpRoute,
  runningDrillRoute,
  startOwnedDrillRoute,
} from '@repo/service-kit/lab/drill.routes';
import { labSessionScope } from '@repo/session/scope';
import { createRoutes } from '@repo/service-kit/openapi';
import { ok } from '@repo/service-kit/respond';
import type { VisualizationEnv } from '../../../env';
import { drillEvidence } from '../../lib/drills/drill-evidence';
import {
  admitDiagnosis,
  countWrongTry,
  endDrill,
  findRunningDrill,
  runningDrill,
  startDrill,
  type StoredDrill,
} from '../../lib/drills/drill-store';
import { drillDatabase } from '../../lib/drills/drill-table';
import { verdict } from '../../lib/drills/drill-verdict';

const hidden = ({ wrongTries: _tries, windowStart: _window, ...drill }: StoredDrill): HiddenDrill =>
  drill;

export const drillsRouter = createRoutes<VisualizationEnv>()
  .openapi(runningDrillRoute, async (c) => {
    const db = await drillDatabase(c.env.OBSERVABILITY_DB);
    const drill = await runningDrill(db, Date.now(), labSessionScope());
    return ok(c, { drill: drill ? hidden(drill) : null });
  })
  .openapi(startOwnedDrillRoute, async (c) => {
    const { level, fault: chosen } = c.req.valid('json');
    // A class drill's fault is chosen once for the class; it must be one the level takes.
    const fault = chosen ?? pickDrillFault(level);
    if (!DRILL_FAULTS[level].some((f) => f.target === fault.target && f.type === fault.type)) {
      return c.json(
        errorEnvelope(`fault: ${fault.type} on ${fault.target} is no ${level} drill`),
        400,
      );
    }
    const db = await drillDatabase(c.env.OBSERVABILITY_DB);
    const scope = labSessionScope();
    const drill = await startDrill(db, level, fault, Date.now(), scope);
    if (!drill) return c.json(errorEnvelope(DRILL_RUNNING_MESSAGE), 409);
    return ok(c, hidden(drill), 201);
  })
  .openapi(ownedDiagnosisRoute, async (c) => {
    const { id } = c.req.valid('param');
    const diagnosis = c.req.valid('json');
    const db = await drillDatabase(c.env.OBSERVABILITY_DB);
    const now = Date.now();
    const scope = labSessionScope();
    const drill = await findRunningDrill(db, id, now, scope);
    if (!drill) return c.json(errorEnvelope(unknownDrillMessage(id)), 404);
    const waitMs = await admitDiagnosis(db, drill, now);
    if (waitMs > 0) {
      c.header('Retry-After', String(Math.ceil(waitMs / 1000)));
      return c.json(errorEnvelope(tooManyDiagnosesMessage(waitMs)), 429);
    }
    const startedAt = Date.parse(drill.startedAt);
    const evidence = await drillEvidence(db, drill, startedAt, diagnosis.traceId);
    const solved = diagnosis.target === drill.target && diagnosis.type === drill.type;
    if (solved && !(await endDrill(db, id, now, scope))) {
      return c.json(errorEnvelope(unknownDrillMessage(id)), 404);
    }
    const wrongTries = solved ? drill.wrongTries : await countWrongTry(db, id);
    return ok(
      c,
      verdict({ fault: drill, diagnosis, evidence, takenMs: now - startedAt, wrongTries }),
    );
  })
  .openapi(ownedGiveUpRoute, async (c) => {
    const { id } = c.req.valid('param');
    const db = await drillDatabase(c.env.OBSERVABILITY_DB);
    const now = Date.now();
    const scope = labSessionScope();
    const drill = await findRunningDrill(db, id, now, scope);
    if (!drill || !(await endDrill(db, id, now, scope))) {
      return c.json(errorEnvelope(unknownDrillMessage(id)), 404);
    }
    return ok(c, { target: drill.target, type: drill.type, value: drill.value });
  });
