/** Uppercases the first letter (a sentence start). */
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Lower-cases the first letter for text placed after a colon, unless the word is an acronym ('TV'). */
export const lowerFirst = (s: string): string => (/^\p{Lu}\p{Lu}/u.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));
