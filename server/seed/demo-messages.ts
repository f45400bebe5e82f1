import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications, jobs, messageReports, messages, messageThreads } from '../db/schema';

// The demo's conversations (docs/product/messages.md), so that each part can be tried by signing in:
// Maya (16, Riverside's student) talks with NorthBuild about her carpentry interview; her phone number
// was hidden (no agreement is signed yet) and NorthBuild's latest message is unread for her; Riverside
// can read the thread. Leo (16, no school) reported a NorthBuild message asking him onto Snapchat: the
// admins' list has it open.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

async function applicationOf(db: Db, title: string, studentId: string): Promise<{ id: string; employerId: string }> {
  const [row] = await db
    .select({ id: applications.id, employerId: jobs.employerId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(jobs.title, title), eq(applications.studentId, studentId)));
  if (!row) throw new Error(`The demo application to "${title}" is missing`);
  return row;
}

interface DemoMessage {
  from: 'student' | 'employer';
  body: string;
  masked?: boolean;
  hoursAgo: number;
}

async function thread(db: Db, application: { id: string; employerId: string }, studentId: string, lines: DemoMessage[], now: Date) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const last = (side: DemoMessage['from']) => {
    const times = lines.filter((line) => line.from === side).map((line) => line.hoursAgo);
    return times.length > 0 ? at(Math.min(...times)) : null;
  };
  const [created] = await db
    .insert(messageThreads)
    .values({
      applicationId: application.id,
      studentId,
      employerId: application.employerId,
      lastStudentMessageAt: last('student'),
      lastEmployerMessageAt: last('employer'),
      // Each side has read up to its own last message: the other side's later ones are unread.
      studentReadAt: last('student'),
      employerReadAt: last('employer'),
      createdAt: at(Math.max(...lines.map((line) => line.hoursAgo))),
    })
    .returning({ id: messageThreads.id });
  const rows = await db
    .insert(messages)
    .values(
      lines.map((line) => ({
        threadId: created!.id,
        senderId: line.from === 'student' ? studentId : application.employerId,
        senderRole: line.from,
        body: line.body,
        masked: line.masked ?? false,
        createdAt: at(line.hoursAgo),
      })),
    )
    .returning({ id: messages.id, body: messages.body });
  return { threadId: created!.id, messages: rows };
}

export async function loadDemoMessages(db: Db, people: { maya: string; leo: string }, now = new Date()): Promise<void> {
  const carpentry = await applicationOf(db, 'Carpentry Apprentice', people.maya);
  await thread(
    db,
    carpentry,
    people.maya,
    [
      {
        from: 'employer',
        body: 'Hi Maya, thanks for applying. For the interview on Thursday: come to the shop at 45 Front Street at 4:00 and ask for Priya. Wear closed shoes, we will walk through the workshop.',
        hoursAgo: 50,
      },
      {
        from: 'student',
        body: 'Thank you! I will be there at 4. If I am late because of the bus, can I call you? My number is •••',
        masked: true,
        hoursAgo: 47,
      },
      {
        from: 'employer',
        body: 'No problem, just tell us here if the bus is late: we read these messages during the day. See you Thursday!',
        hoursAgo: 3,
      },
    ],
    now,
  );

  const electrical = await applicationOf(db, 'Electrical Apprentice', people.leo);
  const leoThread = await thread(
    db,
    electrical,
    people.leo,
    [
      { from: 'employer', body: 'Hey Leo, we got your application. Add me on Snapchat ••• so we can talk more easily.', masked: true, hoursAgo: 30 },
      { from: 'student', body: 'I would rather talk here, thanks.', hoursAgo: 28 },
    ],
    now,
  );
  await db.insert(messageReports).values({
    messageId: leoThread.messages.find((message) => message.body.includes('Snapchat'))!.id,
    threadId: leoThread.threadId,
    reporterId: people.leo,
    reason: 'off_platform_contact',
    details: 'They asked me to add them on Snapchat.',
    createdAt: new Date(now.getTime() - 27 * HOUR_MS),
  });
}
