import { deleteCaptureLinksUnder } from "../db/batches";
import { Elysia } from "elysia";
import { apiContext } from "../http/context";
import { IdParams, NoContent, Page, withErrors } from "../core/schemas";
import { CreatePropertyBody, ListPropertiesQuery, Property, UpdatePropertyBody } from "./schema";
import * as properties from "./service";

const tags = ["Properties"];

export const propertyRoutes = new Elysia({ name: "properties" })
  .use(apiContext)
  .get("/properties", ({ db, scope, query }) => properties.listProperties(db, scope, query), {
    query: ListPropertiesQuery,
    response: withErrors({ 200: Page(Property) }),
    detail: {
      tags,
      operationId: "listProperties",
      summary: "List properties",
      description:
        "The properties of the key's account and dataset, most recent first. `exclude_sample=true` hides the sample property.",
    },
  })
  .post(
    "/properties",
    ({ scope, body, write }) => write(201, (tx) => properties.createProperty(tx, scope, body)),
    {
      body: CreatePropertyBody,
      response: withErrors({ 201: Property }),
      detail: {
        tags,
        operationId: "createProperty",
        summary: "Create a property",
        description: "Only `name` is required. Emits `property.created`.",
      },
    },
  )
  .get("/properties/:id", ({ db, scope, params }) => properties.getProperty(db, scope, params.id), {
    params: IdParams,
    response: withErrors({ 200: Property }, { 404: "Property not found" }),
    detail: {
      tags,
      operationId: "getProperty",
      summary: "Get a property",
      description: "With its visit and open item counts.",
    },
  })
  .patch(
    "/properties/:id",
    ({ scope, params, body, write }) =>
      write(200, (tx) => properties.updateProperty(tx, scope, params.id, body)),
    {
      params: IdParams,
      body: UpdatePropertyBody,
      response: withErrors({ 200: Property }, { 404: "Property not found" }),
      detail: {
        tags,
        operationId: "updateProperty",
        summary: "Update a property",
        description:
          "Any subset of the fields; all but `name` may be null. Emits `property.updated` only when a value changed.",
      },
    },
  )
  .delete(
    "/properties/:id",
    async ({ scope, params, write }) => {
      // Its capture links first, in batches, so the delete's own transaction stays short.
      await deleteCaptureLinksUnder(scope, { propertyId: params.id });
      return write(204, (tx) => properties.deleteProperty(tx, scope, params.id) ?? null);
    },
    {
      params: IdParams,
      response: withErrors({ 204: NoContent }, { 404: "Property not found" }),
      detail: {
        tags,
        operationId: "deleteProperty",
        summary: "Delete a property",
        description:
          "Deletes the property and everything under it (visits, items, evidence). Emits `property.deleted`.",
      },
    },
  );
