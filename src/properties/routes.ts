import { Elysia } from "elysia";
import { apiContext } from "../api/context";
import { IdParams, Page, withErrors } from "../core/schemas";
import { t } from "elysia";
import { CreatePropertyBody, ListPropertiesQuery, Property, UpdatePropertyBody } from "./schema";
import * as properties from "./service";

const tags = ["Properties"];

export const propertyRoutes = new Elysia({ name: "properties" })
  .use(apiContext)
  .get("/properties", ({ db, scope, query }) => properties.listProperties(db, scope, query), {
    query: ListPropertiesQuery,
    response: withErrors({ 200: Page(Property) }),
    detail: { tags, summary: "List properties" },
  })
  .post(
    "/properties",
    ({ scope, body, write }) => write(201, (tx) => properties.createProperty(tx, scope, body)),
    { body: CreatePropertyBody, response: withErrors({ 201: Property }), detail: { tags, summary: "Create a property" } },
  )
  .get("/properties/:id", ({ db, scope, params }) => properties.getProperty(db, scope, params.id), {
    params: IdParams,
    response: withErrors({ 200: Property }, { 404: "Property not found" }),
    detail: { tags, summary: "Get a property" },
  })
  .patch("/properties/:id", ({ scope, params, body, write }) => write(200, (tx) => properties.updateProperty(tx, scope, params.id, body)), {
    params: IdParams,
    body: UpdatePropertyBody,
    response: withErrors({ 200: Property }, { 404: "Property not found" }),
    detail: { tags, summary: "Update a property" },
  })
  .delete(
    "/properties/:id",
    ({ scope, params, write }) => write(204, (tx) => properties.deleteProperty(tx, scope, params.id) ?? null),
    {
      params: IdParams,
      response: withErrors({ 204: t.Null({ description: "Deleted" }) }, { 404: "Property not found" }),
      detail: { tags, summary: "Delete a property and everything under it" },
    },
  );
