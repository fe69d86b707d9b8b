// `sitevisit properties schedule`: a property's inspection schedule from the shell, through the same
// service as PATCH /properties/{id} (src/properties/service.ts), so the event and the rules match.
import { Command } from "commander";
import { updateProperty } from "../../src/properties/service";
import { MAX_INTERVAL_MONTHS, MIN_INTERVAL_MONTHS } from "../../src/properties/inspections";
import { plainWrite } from "../../src/http/write";
import { usageError } from "../errors";
import { action, openDataDir, print, wholeNumber, withCommon } from "../shared";

function scheduleCommand(): Command {
  return withCommon(
    new Command("schedule")
      .description(
        "set how often a property is inspected (--every N months, 1 to 24) or remove its schedule (--none)",
      )
      .requiredOption("--account <id>", "account id")
      .requiredOption("--property <id>", "property id")
      .option(
        "--every <months>",
        "months between inspections, 1 to 24",
        wholeNumber(MIN_INTERVAL_MONTHS, MAX_INTERVAL_MONTHS),
      )
      .option("--none", "remove the schedule")
      .option("--test", "the property is in the account's test dataset"),
  ).action(
    action((opts) => {
      if ((opts.every === undefined) === (opts.none === undefined))
        throw usageError("give either --every <months> or --none");
      openDataDir(opts);
      const scope = { accountId: String(opts.account), isTest: opts.test === true };
      const months: number | null = opts.none ? null : opts.every;
      const property = plainWrite((tx) =>
        updateProperty(tx, scope, String(opts.property), { inspection_interval_months: months }),
      );
      print(opts, property, () =>
        property.inspectionIntervalMonths === null
          ? `${property.id}  ${property.name}: no inspection schedule`
          : `${property.id}  ${property.name}: inspected every ${property.inspectionIntervalMonths} month(s), next due ${property.nextInspectionDue}`,
      );
    }),
  );
}

export function propertiesCommand(): Command {
  const cmd = new Command("properties").description("the properties of an account");
  cmd.addCommand(scheduleCommand());
  return cmd;
}
