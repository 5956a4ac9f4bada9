import { buildApp } from './app';

export default buildApp();
