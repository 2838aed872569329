// fidelity-audit corpus: rule hardwired-key-spelling (reads of parsed rows in the tool module's helpers), modelled on cantonal open-data downloads (written for this repo, 2026-11-29)
import { buildings, lowerKeys, normalisedSchoolRows, schoolRows, teacherRows } from "./sources.js";

export async function pupilsOf(commune: string) {
  const rows = await schoolRows();
  // ruleid: hardwired-key-spelling
  const hits = rows.filter((r) => r["Schulgemeinde"] === commune);
  return hits.map((r) => ({
    // ok: hardwired-key-spelling
    year: r.jahr,
    // ruleid: hardwired-key-spelling
    pupils: r.Anzahl,
  }));
}

export async function pupilsOfLowered(commune: string) {
  const rows = (await schoolRows()).map(lowerKeys);
  // ruleid: hardwired-key-spelling
  return rows.filter((r) => r["Schulgemeinde"] === commune);
}

export async function pupilsOfNormalised(commune: string) {
  const rows = await normalisedSchoolRows();
  // ok: hardwired-key-spelling
  return rows.filter((r) => r.schulgemeinde === commune).map((r) => ({ year: r.jahr, pupils: r.anzahl }));
}

export async function teachersOf(commune: string) {
  const rows = await teacherRows();
  // ok: hardwired-key-spelling
  const hits = rows.filter((r) => r.schulgemeinde === commune);
  // ruleid: hardwired-key-spelling
  return hits.map((r) => ({ teachers: r["Anzahl Lehrpersonen"] }));
}

export async function buildingsOf(municipality: string) {
  const { totalCount, items } = await buildings(municipality);
  return {
    totalCount,
    buildings: items.map((e) => ({
      // ruleid: hardwired-key-spelling
      egrid: e.egrid ?? e.EGRID,
      // ok: hardwired-key-spelling
      id: e.egid ?? e.id,
      // ok: hardwired-key-spelling
      name: e.buildingName,
      // ruleid: hardwired-key-spelling
      street: e["Strassenbezeichnung (Gebäudeadresse)"],
      // ruleid: hardwired-key-spelling
      register: e.GWRRegister ?? e.register,
      // ok: hardwired-key-spelling — two different keys (the EGID's own register number, else the cantonal one), not two spellings
      number: e.EGIDNumber ?? e.cantonNumber,
    })),
  };
}
