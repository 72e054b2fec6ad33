/** The animation features of `motion` (LazyMotion loads them when something first animates). */
import { domMin } from 'motion/react';

export default domMin;
