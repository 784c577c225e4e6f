// Online messages between a client company and the agent serving it. A client's users write to
// their agent; the staff of the company owning the agent (holding `ag`) answer. Each side has
// one shared inbox: a message is unread until someone of the other side opens its thread.
import type { DataSource, EntityManager } from "typeorm";
import { type Page } from "../../db/paging";
import { likePattern } from "../../db/paging";
import { badInput, forbidden, notFound } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import { Agent } from "../agent/agent.entity";
import { hasPermission, type Viewer } from "../auth/viewer";
import { Company } from "../company/company.entity";
import { PermissionCode } from "../permission/permission-codes";
import { User } from "../user/user.entity";
import { MessageThread, OnlineMessage } from "./online-message.entity";
import {
  MessageSide,
  type MessageThreadDetail,
  type MessageThreadListArgs,
  type MessageThreadSummary,
  type ReplyMessageInput,
  type StartMessageThreadInput,
  type UnreadMessages,
} from "./online-message.inputs";

interface SummaryRow {
  id: number;
  subject: string;
  company_id: number;
  company_name: string;
  agent_name: string;
  last_message_at: Date | string;
  last_message: string | null;
  unread: string | number;
}

const PREVIEW = 120;

export class OnlineMessageService {
  constructor(private readonly dataSource: DataSource) {}

  /** The agents whose inbox the viewer answers: those its company owns, if it holds `ag`. */
  private async answeredAgentIds(
    viewer: Viewer,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number[]> {
    if (!hasPermission(viewer, PermissionCode.AgentArea)) return [];
    const agents = await manager.getRepository(Agent).findBy({ ownerCompanyId: viewer.companyId });
    return agents.map((agent) => agent.id);
  }

  async list(viewer: Viewer, args: MessageThreadListArgs): Promise<Page<MessageThreadSummary>> {
    await assertValid(args);
    const params: unknown[] = [];
    let where: string;
    if (args.side === MessageSide.AGENT) {
      const agentIds = await this.answeredAgentIds(viewer);
      if (agentIds.length === 0) throw forbidden("notAnAgent", {}, "NOT_AN_AGENT");
      params.push(agentIds);
      where = `t.agent_id = ANY($1)`;
    } else {
      params.push(viewer.companyId);
      where = `t.company_id = $1`;
    }
    if (args.keyword?.trim()) {
      params.push(likePattern(args.keyword));
      where += ` AND (t.subject ILIKE $${params.length} OR c.name ILIKE $${params.length})`;
    }
    const [{ total }] = await this.dataSource.query<Array<{ total: string }>>(
      `SELECT count(*) AS total FROM message_thread t JOIN company c ON c.id = t.company_id
        WHERE ${where}`,
      params,
    );
    const rows = await this.summaries(
      where,
      params,
      args.side === MessageSide.AGENT,
      `LIMIT ${args.pageSize} OFFSET ${(args.page - 1) * args.pageSize}`,
    );
    return { items: rows, total: Number(total) };
  }

  /** A thread with its messages, if the viewer is of its client company or answers its agent. */
  async thread(viewer: Viewer, id: number): Promise<MessageThreadDetail> {
    const side = await this.sideOf(viewer, id);
    const [summary] = await this.summaries(`t.id = $1`, [id], side === MessageSide.AGENT, "");
    const messages = await this.dataSource
      .getRepository(OnlineMessage)
      .find({ where: { threadId: id }, order: { id: "ASC" } });
    return { ...summary, side, messages };
  }

  /** Marks the other side's messages in the thread read; answers how many were unread. */
  async markRead(viewer: Viewer, id: number): Promise<number> {
    const side = await this.sideOf(viewer, id);
    return this.markReadWith(this.dataSource.manager, id, side);
  }

  async start(viewer: Viewer, input: StartMessageThreadInput): Promise<MessageThreadDetail> {
    await assertValid(input);
    const id = await this.dataSource.transaction(async (manager) => {
      const company = await manager.getRepository(Company).findOneByOrFail({
        id: viewer.companyId,
      });
      const agent = await manager.getRepository(Agent).findOneBy({ id: company.agentId });
      if (!agent?.ownerCompanyId || agent.ownerCompanyId === company.id) {
        throw badInput("subject", "noAgentToWrite");
      }
      const now = new Date();
      const thread = await manager.save(MessageThread, {
        companyId: company.id,
        agentId: agent.id,
        subject: input.subject.trim(),
        createdBy: viewer.userId,
        lastMessageAt: now,
      });
      await this.write(manager, viewer, thread.id, false, input.body, now);
      return thread.id;
    });
    return this.thread(viewer, id);
  }

  /** Answers in a thread from the viewer's side; writing reads what the other side wrote. */
  async reply(viewer: Viewer, input: ReplyMessageInput): Promise<MessageThreadDetail> {
    await assertValid(input);
    await this.dataSource.transaction(async (manager) => {
      const side = await this.sideOf(viewer, input.threadId, manager, true);
      const now = new Date();
      await this.write(
        manager,
        viewer,
        input.threadId,
        side === MessageSide.AGENT,
        input.body,
        now,
      );
      await manager.update(MessageThread, input.threadId, { lastMessageAt: now });
      await this.markReadWith(manager, input.threadId, side);
    });
    return this.thread(viewer, input.threadId);
  }

  async unread(viewer: Viewer): Promise<UnreadMessages> {
    const agentIds = await this.answeredAgentIds(viewer);
    const [row] = await this.dataSource.query<Array<{ as_client: string; as_agent: string }>>(
      `SELECT
         count(*) FILTER (WHERE t.company_id = $1 AND m.from_agent) AS as_client,
         count(*) FILTER (WHERE t.agent_id = ANY($2) AND NOT m.from_agent) AS as_agent
       FROM online_message m JOIN message_thread t ON t.id = m.thread_id
       WHERE m.read_at IS NULL AND (t.company_id = $1 OR t.agent_id = ANY($2))`,
      [viewer.companyId, agentIds],
    );
    const [above] = await this.dataSource.query<Array<{ owner: number | null }>>(
      `SELECT a.owner_company_id AS owner FROM company c JOIN agent a ON a.id = c.agent_id
        WHERE c.id = $1`,
      [viewer.companyId],
    );
    return {
      asClient: Number(row?.as_client ?? 0),
      asAgent: Number(row?.as_agent ?? 0),
      mayWrite:
        above?.owner !== null && above?.owner !== undefined && above.owner !== viewer.companyId,
      mayAnswer: agentIds.length > 0,
    };
  }

  /**
   * The side the viewer reads a thread from: its client company's users are the client, the
   * staff answering its agent are the agent; anyone else gets NOT_FOUND.
   */
  private async sideOf(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<MessageSide> {
    const query = manager
      .getRepository(MessageThread)
      .createQueryBuilder("thread")
      .where("thread.id = :id", { id });
    if (lock) query.setLock("pessimistic_write");
    const thread = await query.getOne();
    if (!thread) throw notFound("messageThread");
    if (thread.companyId === viewer.companyId) return MessageSide.CLIENT;
    if ((await this.answeredAgentIds(viewer, manager)).includes(thread.agentId)) {
      return MessageSide.AGENT;
    }
    throw notFound("messageThread");
  }

  private async write(
    manager: EntityManager,
    viewer: Viewer,
    threadId: number,
    fromAgent: boolean,
    body: string,
    at: Date,
  ): Promise<void> {
    const author = await manager.getRepository(User).findOneBy({ id: viewer.userId });
    await manager.insert(OnlineMessage, {
      threadId,
      fromAgent,
      authorId: viewer.userId,
      authorName: (author?.realname || viewer.username).slice(0, 50),
      body: body.trim(),
      createdAt: at,
    });
  }

  private async markReadWith(
    manager: EntityManager,
    threadId: number,
    side: MessageSide,
  ): Promise<number> {
    const result = await manager
      .createQueryBuilder()
      .update(OnlineMessage)
      .set({ readAt: () => "now()" })
      .where("thread_id = :threadId AND read_at IS NULL AND from_agent = :fromOther", {
        threadId,
        fromOther: side === MessageSide.CLIENT,
      })
      .execute();
    return result.affected ?? 0;
  }

  /** Threads matching `where` with their latest message and the unread count of one side. */
  private async summaries(
    where: string,
    params: unknown[],
    agentSide: boolean,
    limit: string,
  ): Promise<MessageThreadSummary[]> {
    const rows = await this.dataSource.query<SummaryRow[]>(
      `SELECT t.id, t.subject, t.company_id, c.name AS company_name, a.name AS agent_name,
              t.last_message_at,
              (SELECT m.body FROM online_message m WHERE m.thread_id = t.id
                ORDER BY m.id DESC LIMIT 1) AS last_message,
              (SELECT count(*) FROM online_message m WHERE m.thread_id = t.id
                AND m.read_at IS NULL AND m.from_agent = ${agentSide ? "false" : "true"}) AS unread
         FROM message_thread t
         JOIN company c ON c.id = t.company_id
         JOIN agent a ON a.id = t.agent_id
        WHERE ${where}
        ORDER BY t.last_message_at DESC, t.id DESC ${limit}`,
      params,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      subject: row.subject,
      companyId: Number(row.company_id),
      companyName: row.company_name,
      agentName: row.agent_name,
      lastMessage: (row.last_message ?? "").slice(0, PREVIEW),
      lastMessageAt: new Date(row.last_message_at),
      unread: Number(row.unread),
    }));
  }
}
