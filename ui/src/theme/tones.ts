/**
 * What a colour means, one vocabulary for every component (Badge, Text, Toast, EmptyState…).
 * The words carry the meaning and the tone only repeats it; a failure or a destructive act is
 * `critical`, never 'error' or 'danger'. Each component takes the part it draws.
 */
export type Tone = 'brand' | 'neutral' | 'info' | 'success' | 'warning' | 'critical';

/**
 * How loud an action is, one set of names for Button, ButtonLink and IconButton: `primary` the
 * page's main action, `secondary` another way, `ghost` a quiet one, `critical` one that destroys.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'critical';
