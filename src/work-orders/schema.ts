// Work orders (docs/api.md, "Work orders"): the request schemas, the one presenter and the status
// vocabulary. A work order adds no event type: what it does to its item goes out as the item's.
import { t } from "elysia";
import { Body, Nullable, StringEnum, Timestamp } from "../core/schemas";
import type { workOrders } from "../db/schema";
import { workOrderUrl } from "./token";

export const WORK_ORDER_STATUSES = ["sent", "opened", "started", "done", "cancelled"] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
export const WORK_ORDER_STATUS_LABELS: Record<WorkOrderStatus, string> = {
  sent: "Sent",
  opened: "Opened",
  started: "Started",
  done: "Done",
  cancelled: "Cancelled",
};
/** An order the contractor may still act on (and that counts towards the item's 5). */
export const OPEN_STATUSES: readonly WorkOrderStatus[] = ["sent", "opened", "started"];
export const MAX_OPEN_ORDERS = 5;
/** A link works for at most this long after it is sent. */
export const LINK_DAYS = 90;

export const WorkOrder = t.Object(
  {
    id: t.String(),
    actionItemId: t.String(),
    contractorName: t.String(),
    contractorEmail: t.String(),
    message: Nullable(t.String()),
    status: StringEnum(WORK_ORDER_STATUSES, {
      description:
        "`sent`: mailed; `opened`: the contractor opened the link; `started`: they pressed Start (the item is IN_PROGRESS); `done`: they marked it done (the item is DONE); `cancelled`: cancelled by the account. Done and cancelled links accept nothing.",
    }),
    url: t.String({
      format: "uri",
      description:
        "The contractor's link (<public-url>/w/<token>): no sign-in, for this item only; it works until the order is done or cancelled, and until `expiresAt`.",
    }),
    appointmentDate: Nullable(
      t.String({ format: "date", description: "The day the contractor said they will come." }),
    ),
    completionNote: Nullable(t.String({ description: "What the contractor wrote when done." })),
    createdAt: Timestamp,
    openedAt: Nullable(Timestamp),
    startedAt: Nullable(Timestamp),
    completedAt: Nullable(Timestamp),
    cancelledAt: Nullable(Timestamp),
    dueReminderSentAt: Nullable(
      t.String({
        format: "date-time",
        description:
          'When the contractor was mailed that the item is due tomorrow (docs/api.md, "Work orders"); null until then.',
      }),
    ),
    overdueReminderSentAt: Nullable(
      t.String({
        format: "date-time",
        description: "When the contractor was mailed that the item is overdue; null until then.",
      }),
    ),
    expiresAt: t.String({
      format: "date-time",
      description: "When the link stops working: 90 days after it was sent.",
    }),
  },
  {
    title: "WorkOrder",
    description: "An action item sent to a contractor, who works it from a link.",
    examples: [
      {
        id: "wo_3k8d2m5q7w1x9z4c6v",
        actionItemId: "ai_2c5v8b1n4m7k0j3h",
        contractorName: "Bob's Plumbing",
        contractorEmail: "bob@plumbing.example",
        message: "Key is with the concierge.",
        status: "opened",
        url: "https://visits.example.com/w/6tQ9nV2mX4pL8rK1sD5fG7hJ3kL0zX2cV4bN6mQ8wE1",
        appointmentDate: null,
        completionNote: null,
        createdAt: "2026-12-01T09:00:00.000Z",
        openedAt: "2026-12-02T08:15:00.000Z",
        startedAt: null,
        completedAt: null,
        cancelledAt: null,
        dueReminderSentAt: null,
        overdueReminderSentAt: null,
        expiresAt: "2027-03-01T09:00:00.000Z",
      },
    ],
  },
);
export type WorkOrderDto = typeof WorkOrder.static;

export const WorkOrderList = t.Object(
  { data: t.Array(WorkOrder) },
  {
    title: "WorkOrderList",
    description: "An item's work orders, newest first (an item has few: the whole list).",
    examples: [{ data: [WorkOrder.examples[0] as WorkOrderDto] }],
  },
);

export const CreateWorkOrderBody = Body(
  {
    contractor_name: t.String({ minLength: 1, maxLength: 100 }),
    contractor_email: t.String({ format: "email", maxLength: 254 }),
    message: t.Optional(t.String({ maxLength: 2000 })),
  },
  {
    title: "CreateWorkOrderRequest",
    examples: [
      {
        contractor_name: "Bob's Plumbing",
        contractor_email: "bob@plumbing.example",
        message: "Key is with the concierge.",
      },
    ],
  },
);
export type CreateWorkOrderInput = typeof CreateWorkOrderBody.static;

export const CancelWorkOrderBody = Body(
  {},
  { title: "CancelWorkOrderRequest", description: "Empty; may be omitted.", examples: [{}] },
);

export type WorkOrderRow = typeof workOrders.$inferSelect;

export function presentWorkOrder(o: WorkOrderRow): WorkOrderDto {
  return {
    id: o.id,
    actionItemId: o.actionItemId,
    contractorName: o.contractorName,
    contractorEmail: o.contractorEmail,
    message: o.message,
    status: o.status,
    url: workOrderUrl(o.id),
    appointmentDate: o.appointmentDate,
    completionNote: o.completionNote,
    createdAt: o.createdAt,
    openedAt: o.openedAt,
    startedAt: o.startedAt,
    completedAt: o.completedAt,
    cancelledAt: o.cancelledAt,
    dueReminderSentAt: o.remindedDueAt,
    overdueReminderSentAt: o.remindedOverdueAt,
    expiresAt: o.expiresAt,
  };
}
