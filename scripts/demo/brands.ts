/** Every demo brand, in the order of the README. */
import { burgerBrand } from './brand-burger.ts';
import { coffeeBrand } from './brand-coffee.ts';
import { minimalBrand } from './brand-minimal.ts';
import { pizzaBrand } from './brand-pizza.ts';
import { plovBrand } from './brand-plov.ts';
import { sushiBrand } from './brand-sushi.ts';
import type { Brand } from './model.ts';

export const DEMO_BRANDS: readonly Brand[] = [burgerBrand, coffeeBrand, sushiBrand, pizzaBrand, plovBrand, minimalBrand];
