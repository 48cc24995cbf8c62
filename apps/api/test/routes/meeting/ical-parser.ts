// A strict reader of the iCalendar (RFC 5545) the api writes, for the tests: no iCalendar
// library is installed here (node-ical and ical.js are not dependencies), so the rules the tests
// rely on are checked by hand: CRLF lines of at most 75 octets, unfolding, parameters (quoted
// or not), TEXT unescaping, balanced components, and local times resolved through the file's
// own VTIMEZONE (not the runtime's zone data), so a wrong VTIMEZONE gives a wrong instant.

export interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface Component {
  name: string;
  properties: Property[];
  components: Component[];
}

function parseLine(line: string): Property {
  // name *(";" param) ":" value; a quoted parameter value may hold ":" ";" ",".
  let i = 0;
  const readName = () => {
    const start = i;
    while (i < line.length && /[A-Za-z0-9-]/.test(line[i])) i++;
    if (i === start) throw new Error(`no name in "${line}"`);
    return line.slice(start, i).toUpperCase();
  };
  const name = readName();
  const params: Record<string, string> = {};
  while (line[i] === ';') {
    i++;
    const param = readName();
    if (line[i] !== '=') throw new Error(`no = after ${param} in "${line}"`);
    i++;
    let value: string;
    if (line[i] === '"') {
      const end = line.indexOf('"', i + 1);
      if (end < 0) throw new Error(`unclosed quote in "${line}"`);
      value = line.slice(i + 1, end);
      i = end + 1;
    } else {
      const start = i;
      while (i < line.length && !/[;:,"]/.test(line[i])) i++;
      value = line.slice(start, i);
    }
    params[param] = value;
  }
  if (line[i] !== ':') throw new Error(`no : in "${line}"`);
  return { name, params, value: line.slice(i + 1) };
}

/** Parses the whole text into its VCALENDAR component, checking the framing rules. */
export function parseCalendar(text: string): Component {
  if (!text.endsWith('\r\n')) throw new Error('does not end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r'))
      throw new Error('bare line break');
    if (Buffer.byteLength(line, 'utf8') > 75)
      throw new Error(`line longer than 75 octets: "${line}"`);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (lines.length === 0) throw new Error('continuation first');
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }
  const root: Component = { name: '', properties: [], components: [] };
  const stack = [root];
  for (const line of lines) {
    const property = parseLine(line);
    const top = stack[stack.length - 1];
    if (property.name === 'BEGIN') {
      const component = {
        name: property.value.toUpperCase(),
        properties: [],
        components: [],
      };
      top.components.push(component);
      stack.push(component);
    } else if (property.name === 'END') {
      if (top.name !== property.value.toUpperCase())
        throw new Error(`END:${property.value} closes ${top.name}`);
      stack.pop();
    } else {
      if (stack.length === 1) throw new Error(`${property.name} outside`);
      top.properties.push(property);
    }
  }
  if (stack.length !== 1) throw new Error('unclosed component');
  if (root.components.length !== 1 || root.components[0].name !== 'VCALENDAR')
    throw new Error('not one VCALENDAR');
  return root.components[0];
}

/** TEXT value unescaped (RFC 5545 §3.3.11). */
export const unescapeText = (value: string): string =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) =>
    c === 'n' || c === 'N' ? '\n' : c,
  );

export const prop = (component: Component, name: string): Property => {
  const found = component.properties.filter((p) => p.name === name);
  if (found.length !== 1)
    throw new Error(`${component.name} has ${found.length} ${name}`);
  return found[0];
};
export const child = (component: Component, name: string): Component => {
  const found = component.components.filter((c) => c.name === name);
  if (found.length !== 1)
    throw new Error(`${component.name} has ${found.length} ${name}`);
  return found[0];
};

/** YYYYMMDDTHHMMSS as if it were UTC, in ms. */
const basic = (value: string): number => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(value);
  if (!m) throw new Error(`bad DATE-TIME ${value}`);
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]);
};
const offset = (value: string): number => {
  const m = /^([+-])(\d{2})(\d{2})(\d{2})?$/.exec(value);
  if (!m) throw new Error(`bad UTC-OFFSET ${value}`);
  const minutes = +m[2] * 60 + +m[3] + (m[4] ? +m[4] / 60 : 0);
  return (m[1] === '-' ? -1 : 1) * minutes;
};

/**
 * The instant of a DATE-TIME property: UTC (…Z), or local with a TZID resolved through the
 * calendar's VTIMEZONE of that id (observances with dated DTSTARTs; RRULEs are not read).
 */
export function instantOf(calendar: Component, property: Property): Date {
  if (property.value.endsWith('Z')) return new Date(basic(property.value));
  const tzid = property.params.TZID;
  if (!tzid) throw new Error(`${property.name} is floating`);
  const zone = calendar.components.find(
    (c) => c.name === 'VTIMEZONE' && prop(c, 'TZID').value === tzid,
  );
  if (!zone) throw new Error(`no VTIMEZONE ${tzid}`);
  const observances = zone.components
    .filter((c) => c.name === 'STANDARD' || c.name === 'DAYLIGHT')
    .map((c) => {
      if (c.properties.some((p) => p.name === 'RRULE'))
        throw new Error('RRULE not supported by this reader');
      const from = offset(prop(c, 'TZOFFSETFROM').value);
      return {
        onset: basic(prop(c, 'DTSTART').value) - from * 60_000,
        to: offset(prop(c, 'TZOFFSETTO').value),
      };
    })
    .sort((a, b) => a.onset - b.onset);
  if (observances.length === 0) throw new Error(`${tzid} has no observance`);
  const local = basic(property.value);
  let chosen = observances[0];
  for (const observance of observances) {
    if (local - observance.to * 60_000 >= observance.onset) chosen = observance;
  }
  return new Date(local - chosen.to * 60_000);
}
