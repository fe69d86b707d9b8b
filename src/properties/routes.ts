import { Elysia } from "elysia";
import { apiContext } from "../core/http";
import { IdParams, Page, withErrors } from "../core/schemas";
import { t } from "elysia";
import { CreatePropertyBody, ListPropertiesQuery, Property, UpdatePropertyBody } from "./schema";
import * as properties from "./service";

const tags = ["Properties"];

export const propertyRoutes = new Elysia({ name: "properties" })
  .use(apiContext)
  .get("/properties", ({ scope, query }) => properties.listProperties(scope, query), {
    query: ListPropertiesQuery,
    response: withErrors({ 200: Page(Property) }),
    detail: { tags, summary: "List properties" },
  })
  .post(
    "/properties",
    ({ scope, body, set }) => {
      set.status = 201;
      return properties.createProperty(scope, body);
    },
    { body: CreatePropertyBody, response: withErrors({ 201: Property }), detail: { tags, summary: "Create a property" } },
  )
  .get("/properties/:id", ({ scope, params }) => properties.getProperty(scope, params.id), {
    params: IdParams,
    response: withErrors({ 200: Property }, { 404: "Property not found" }),
    detail: { tags, summary: "Get a property" },
  })
  .patch("/properties/:id", ({ scope, params, body }) => properties.updateProperty(scope, params.id, body), {
    params: IdParams,
    body: UpdatePropertyBody,
    response: withErrors({ 200: Property }, { 404: "Property not found" }),
    detail: { tags, summary: "Update a property" },
  })
  .delete(
    "/properties/:id",
    ({ scope, params, set }) => {
      properties.deleteProperty(scope, params.id);
      set.status = 204;
      return null;
    },
    {
      params: IdParams,
      response: withErrors({ 204: t.Null({ description: "Deleted" }) }, { 404: "Property not found" }),
      detail: { tags, summary: "Delete a property and everything under it" },
    },
  );
