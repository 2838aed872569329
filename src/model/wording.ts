/**
 * Natural-language and naming patterns shared by the front end and the analyzers: what text about
 * an empty outcome looks like, what an instruction looks like, and which result fields carry a next
 * step, a request echo or a credential. English and German, camelCase and snake_case.
 */

/** Text about an empty outcome ("no results", "nothing found", "keine Treffer"). Rule 4 reads the same sentences. */
export const EMPTY_SUBJECT =
  /\b(empty (result|response|list|answer|set|array)s?|an empty\b|no (results?|matches|hits|entries|records|items|data|documents|terms?)\b|nothing (is |was )?(found|matched|returned)|zero (results|hits|matches)|not found|returns? nothing|finds? nothing|leere?[nrs]? (Ergebnis|Antwort|Liste|Treffermenge|Menge)|leeres?\b|keine?n? (Treffer|Ergebnisse?|Einträge|Resultate)|ohne (Treffer|Ergebnis)|nichts gefunden|nicht gefunden|without (results|matches|hits))/i;

/** An instruction the model can act on: a verb that tells it what to do next. */
export const INSTRUCTION =
  /\b(try|retry|re-run|rerun|use|call|check|widen|broaden|remove|drop|add|append|run|pass|set|include|omit|specify|provide|shorten|search (again|with|for|in)|look up|versuche?n?|wiederhole|verwende|nutze|prüfe|entferne|erweitere|ergänze|gib|rufe)\b/i;

/** Result fields that carry a next step. */
export const NEXT_STEP_FIELD = /^(hint|hints|next_?steps?|nextSteps?|suggestions?|did_?you_?mean|didYouMean|tips?|guidance|advice|retry_?with|retryWith)$/i;

/** Result fields that echo the request that went out. */
export const ECHO_FIELD = /^(request|request_?echo|requestEcho|effective_?request|effectiveRequest|echo|query|searched|searched_?for|searchedFor|sent|params|parameters|search_?params|searchParams)$/i;

/** Names of credentials: a key, token, password, or the headers that carry them. */
export const CREDENTIAL_NAME = /^(api_?key|apikey|x-api-key|access_?token|auth_?token|bearer(_?token)?|token|secret|client_?secret|password|passwd|authorization|auth|credentials?|headers)$/i;
/** Environment variable names that hold credentials. */
export const CREDENTIAL_ENV = /(API_?KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL)/;

/** Lower-cased, without `_` and `-`: `classification_ids` and `classificationIds` compare equal. */
export function normName(name: string): string {
  return name.replace(/[_-]/g, "").toLowerCase();
}
