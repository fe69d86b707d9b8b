// The property pages of the dashboard: add, edit and delete a property (the delete behind a page that
// says what goes with it), the property page with its visits and open items, and starting a visit
// there. Every change goes through the API's services and is checked against the API's schemas.
import { deleteCaptureLinksUnder } from "../db/batches";
import { Elysia } from "elysia";
import { ApiError } from "../core/errors";
import { db } from "../db/client";
import type { Scope } from "../db/scope";
import {
  createProperty,
  deleteProperty,
  getProperty,
  propertyContents,
  updateProperty,
  type PropertyDto,
} from "../properties/service";
import { CreatePropertyBody, UpdatePropertyBody } from "../properties/schema";
import { createSiteVisit, listSiteVisits } from "../site-visits/service";
import { CreateSiteVisitBody } from "../site-visits/schema";
import { listActionItems } from "../action-items/service";
import { redirect, type DashboardSession } from "./http";
import { action, page, scopeOf } from "./handlers";
import { checkForm, fieldErrorOf, text, visitDate, type FieldErrors } from "./form";
import {
  deletePropertyPage,
  propertyFormPage,
  propertyPage,
  propertyPath,
  PROPERTY_LABELS,
  visitPath,
  VISIT_LABELS,
  type PropertyFormValues,
} from "./views/property";

const VISITS_PER_PAGE = 20;
// Where these pages' live/test switch returns: a property is in one dataset only, so the other
// dataset's property list.
const LIST = "/dashboard/properties";
const OPEN_ITEMS_SHOWN = 10;
const hidden = { detail: { hide: true } };

const formValues = (form: URLSearchParams): PropertyFormValues => ({
  name: text(form, "name"),
  address: text(form, "address"),
  notes: (form.get("notes") ?? "").trimEnd(),
  icon_emoji: text(form, "icon_emoji"),
  cover_image_url: text(form, "cover_image_url"),
});

const valuesOf = (p: PropertyDto): PropertyFormValues => ({
  name: p.name,
  address: p.address ?? "",
  notes: p.notes ?? "",
  icon_emoji: p.iconEmoji ?? "",
  cover_image_url: p.coverImageUrl ?? "",
});

/** Blank optional fields: left out of a new property, cleared (null) on an edit. */
function body(v: PropertyFormValues, blank: undefined | null): Record<string, unknown> {
  const out: Record<string, unknown> = { name: v.name };
  for (const k of ["address", "notes", "icon_emoji", "cover_image_url"] as const) {
    const value = v[k] === "" ? blank : v[k];
    if (value !== undefined) out[k] = value;
  }
  return out;
}

const today = () => new Date().toISOString().slice(0, 10);

function showProperty(
  s: DashboardSession,
  url: URL,
  scope: Scope,
  id: string,
  visitForm: { title: string; visit_date: string; errors?: FieldErrors } = {
    title: "",
    visit_date: today(),
  },
  status?: number,
): Response {
  const property = getProperty(db(), scope, id);
  const lists = propertyLists(scope, id, url);
  return propertyPage(s, { property, ...lists, visitForm, status, back: LIST });
}

/** The property page's visits (a page of them) and first open items. */
function propertyLists(scope: Scope, id: string, url: URL) {
  const ex = db();
  const after = url.searchParams.get("visits_after") || undefined;
  const visits = listSiteVisits(ex, scope, {
    property_id: id,
    limit: VISITS_PER_PAGE,
    starting_after: after,
  });
  const openItems = listActionItems(ex, scope, {
    property_id: id,
    open: true,
    limit: OPEN_ITEMS_SHOWN,
  }).data;
  return { visits, openItems };
}

/** The delete confirmation: what goes with the property; with `error` (a post without it), a 400. */
function deleteConfirmation(s: DashboardSession, id: string, error?: string): Response {
  const scope = scopeOf(s);
  const property = getProperty(db(), scope, id);
  const contents = propertyContents(db(), scope, property.id);
  return deletePropertyPage(s, {
    property,
    contents,
    error,
    status: error ? 400 : 200,
    back: LIST,
  });
}

export const propertyRoutes = new Elysia({ name: "dashboard-properties" })
  .get(
    "/dashboard/properties/new",
    page((s) => propertyFormPage(s, { values: formValues(new URLSearchParams()), back: LIST })),
    hidden,
  )
  .post(
    "/dashboard/properties",
    action((s, form) => {
      const values = formValues(form);
      const checked = checkForm(CreatePropertyBody, body(values, undefined), PROPERTY_LABELS);
      if (!checked.ok)
        return propertyFormPage(s, { values, errors: checked.errors, status: 400, back: LIST });
      const created = db().transaction((tx) => createProperty(tx, scopeOf(s), checked.value));
      return redirect(propertyPath(created.id));
    }),
    hidden,
  )
  .get(
    "/dashboard/properties/:id",
    page((s, url, { id }) => showProperty(s, url, scopeOf(s), id!)),
    hidden,
  )
  .get(
    "/dashboard/properties/:id/edit",
    page((s, _url, { id }) => {
      const property = getProperty(db(), scopeOf(s), id!);
      return propertyFormPage(s, { property, values: valuesOf(property), back: LIST });
    }),
    hidden,
  )
  .post(
    "/dashboard/properties/:id",
    action((s, form, { id }) => {
      const property = getProperty(db(), scopeOf(s), id!);
      const values = formValues(form);
      const checked = checkForm(UpdatePropertyBody, body(values, null), PROPERTY_LABELS);
      if (!checked.ok)
        return propertyFormPage(s, {
          property,
          values,
          errors: checked.errors,
          status: 400,
          back: LIST,
        });
      db().transaction((tx) => updateProperty(tx, scopeOf(s), property.id, checked.value));
      return redirect(propertyPath(property.id));
    }),
    hidden,
  )
  .post(
    "/dashboard/properties/:id/schedule",
    action((s, form, { id }) => {
      const scope = scopeOf(s);
      const property = getProperty(db(), scope, id!);
      const raw = text(form, "inspection_interval_months");
      const input = { inspection_interval_months: raw === "" ? null : Number(raw) };
      const checked = checkForm(UpdatePropertyBody, input, {
        inspection_interval_months: "How often",
      });
      if (!checked.ok)
        return propertyPage(s, {
          ...propertyLists(scope, property.id, new URL("http://x/")),
          property,
          visitForm: { title: "", visit_date: today() },
          scheduleError: "Choose no schedule, or every 1 to 24 months.",
          status: 400,
          back: LIST,
        });
      db().transaction((tx) => updateProperty(tx, scope, property.id, checked.value));
      return redirect(propertyPath(property.id));
    }),
    hidden,
  )
  .get(
    "/dashboard/properties/:id/delete",
    page((s, _url, { id }) => deleteConfirmation(s, id!)),
    hidden,
  )
  .post(
    "/dashboard/properties/:id/delete",
    action(async (s, form, { id }) => {
      if (form.get("confirm") !== "delete")
        return deleteConfirmation(s, id!, "Nothing was deleted: confirm with the button below.");
      const scope = scopeOf(s);
      const property = getProperty(db(), scope, id!);
      // Its capture links first, in batches, so the delete's own transaction stays short.
      await deleteCaptureLinksUnder(scope, { propertyId: property.id });
      db().transaction((tx) => deleteProperty(tx, scope, property.id));
      return redirect(LIST);
    }),
    hidden,
  )
  .post(
    "/dashboard/properties/:id/visits",
    action((s, form, { id }) => {
      const scope = scopeOf(s);
      const property = getProperty(db(), scope, id!);
      const visitForm = { title: text(form, "title"), visit_date: text(form, "visit_date") };
      const input = {
        property_id: property.id,
        title: visitForm.title,
        visit_date: visitDate(visitForm.visit_date),
      };
      const refused = (errors: FieldErrors, status: number) =>
        showProperty(s, new URL("http://x/"), scope, property.id, { ...visitForm, errors }, status);
      const checked = checkForm(CreateSiteVisitBody, input, VISIT_LABELS);
      if (!checked.ok) return refused(checked.errors, 400);
      try {
        const visit = db().transaction((tx) => createSiteVisit(tx, scope, checked.value));
        return redirect(visitPath(visit.id));
      } catch (e) {
        const errors = fieldErrorOf(e);
        if (errors) return refused(errors, 400);
        // A refusal of the visit as a whole (the plan's monthly limit): said above the form, typed values kept.
        if (e instanceof ApiError && e.status < 500) return refused({ form: e.message }, e.status);
        throw e;
      }
    }),
    hidden,
  );
