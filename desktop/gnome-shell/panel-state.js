// The panel's rules, as LivePanel's PanelModel has them for `dictate panel`: what to show for the
// `watch` feed's snapshots at a given time. No GNOME modules here, so gjs runs it alone in tests.

/** How many bars the meter has. */
export const BAR_COUNT = 48;
/** The longest words line, in characters: about two lines of the panel. */
export const TEXT_LIMIT = 220;
/** How long an error stays on the panel, in seconds. */
export const ERROR_SECONDS = 5;

/** "0:07", "12:34", "1:02:03" for a number of seconds. */
export function clock(seconds) {
    const total = Math.floor(Math.max(seconds, 0));
    const hours = Math.floor(total / 3600), minutes = Math.floor(total / 60) % 60;
    const rest = String(total % 60).padStart(2, '0');
    return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The end of one line of `text` in at most `limit` characters, cut after a space, "…" where cut. */
export function excerpt(text, limit) {
    const characters = Array.from(singleSpaced(text));
    if (characters.length <= limit)
        return characters.join('');
    const room = Math.max(limit - 1, 0);
    let start = characters.length - room;
    // Dropping a partial word is worth at most half the room (a long word, a script without spaces).
    if (characters[start - 1] !== ' ' && characters[start] !== ' ') {
        const space = characters.indexOf(' ', start);
        if (space >= 0 && space - start <= room / 2)
            start = space;
    }
    return `…${characters.slice(start).join('').trim()}`;
}

/**
 * The words line: `null` while none are heard ("Listening…"), else the end of the settled and
 * tentative words in TEXT_LIMIT characters, the tentative part kept apart for dimming.
 */
export function words(snapshot) {
    const settled = singleSpaced(snapshot.text), tentative = singleSpaced(snapshot.tentative);
    if (!settled && !tentative)
        return null;
    const shown = Array.from(excerpt([settled, tentative].filter(part => part).join(' '), TEXT_LIMIT));
    // The excerpt is the end of the joined words: their last characters are the tentative ones.
    const tail = Math.min(Array.from(tentative).length, shown.length);
    return {settled: shown.slice(0, shown.length - tail).join('').trim(), tentative: shown.slice(shown.length - tail).join('')};
}

function singleSpaced(text) {
    return (text ?? '').split(/\s+/).filter(word => word).join(' ');
}

/** "EN · 3 segments". */
export function footer(snapshot) {
    const count = snapshot.segments === 1 ? '1 segment' : `${snapshot.segments ?? 0} segments`;
    return snapshot.language ? `${snapshot.language.toUpperCase()} · ${count}` : count;
}

/** The elapsed seconds as of `now` (Unix seconds): frozen when paused or stopped, running while recording. */
export function elapsed(snapshot, now) {
    if (typeof snapshot.elapsed === 'number')
        return snapshot.elapsed;
    if (snapshot.state !== 'recording' || typeof snapshot.started_at !== 'number')
        return 0;
    return Math.max(now - snapshot.started_at, 0);
}

/**
 * What a background dictation's log says after the offset it was read from: whether the dictation
 * wrote how it ended, and the error lines (`dictate: …`) without their prefix.
 */
export function endOfLog(text) {
    const lines = text.split('\n');
    return {
        ended: lines.some(line => line.includes(']: dictation ended') || line.includes(']: dictation failed')),
        errors: lines.filter(line => line.startsWith('dictate: ')).map(line => line.slice('dictate: '.length)),
    };
}

/** The panel's state: fed the feed's snapshots, its end, clicks and errors; asked what to show at a time. */
export class PanelState {
    constructor() {
        this._snapshot = null;
        this._levels = [];
        this._finishing = false;
        this._failure = null;
    }

    /** Takes in a snapshot (the `snapshot` of one `watch` reply line). */
    receive(snapshot) {
        const previous = this._snapshot?.state;
        if (snapshot.state === 'recording' && (!previous || previous === 'stopped' || previous === 'idle')) {
            // A new dictation: nothing of the last one carries over.
            this._levels = [];
            this._finishing = false;
            this._failure = null;
        }
        if (snapshot.state === 'idle') {
            this._snapshot = null;
            return;
        }
        if (typeof snapshot.level === 'number' && snapshot.state === 'recording') {
            this._levels.push(Math.min(Math.max(snapshot.level, 0), 1));
            this._levels.splice(0, Math.max(this._levels.length - BAR_COUNT, 0));
        }
        if (snapshot.state === 'stopped' || snapshot.finishing === true)
            this._finishing = true;
        this._snapshot = snapshot;
    }

    /** Stop or Cancel was clicked: the dictation settles its last words, or ends. */
    endRequested() {
        if (this._snapshot)
            this._finishing = true;
    }

    /** The feed ended: the dictation is over. */
    feedEnded() {
        this._snapshot = null;
        this._finishing = false;
    }

    /** Shows `message` from `now` (Unix seconds) for ERROR_SECONDS, whatever else was shown. */
    fail(message, now) {
        this._failure = {message, until: now + ERROR_SECONDS};
    }

    /** What to show as of `now` (Unix seconds); `visible` false hides the panel. */
    view(now) {
        const snapshot = this._snapshot;
        const bars = Array(BAR_COUNT - this._levels.length).fill(0).concat(this._levels);
        const time = snapshot ? clock(elapsed(snapshot, now)) : '';
        if (this._failure && now < this._failure.until) {
            return {visible: true, dot: 'failed', state: 'Not done', time, levels: bars,
                words: {message: this._failure.message}, footer: snapshot ? footer(snapshot) : '', buttons: false};
        }
        if (!snapshot)
            return {visible: false};
        const dot = this._finishing ? 'finishing' : snapshot.state === 'paused' ? 'paused' : 'recording';
        const state = {finishing: 'Finishing', paused: 'Paused', recording: 'Recording'}[dot];
        return {visible: true, dot, state, time, levels: bars, words: words(snapshot), footer: footer(snapshot),
            buttons: !this._finishing};
    }
}

/** The dot's colour as red, green and blue from 0 to 1, as PanelPalette has it. */
export function dotColour(dot) {
    switch (dot) {
    case 'paused': return [0.96, 0.62, 0.04];
    case 'finishing': return [0.16, 0.70, 0.30];
    default: return [0.90, 0.16, 0.16];
    }
}

/** The tentative words' opacity, in percent. */
export const TENTATIVE_OPACITY = 55;
