/** The animation features of `motion`, in a chunk of their own (LazyMotion loads it after the first paint). */
import { domAnimation } from 'motion/react';

export default domAnimation;
