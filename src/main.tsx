import { StrictMode } from 'react';
import { App } from './app/app';
import { mountApp } from './app/mount';
import './styles.css';
import './app/site-chrome.css';

mountApp(
  document.getElementById('root')!,
  <StrictMode>
    <App />
  </StrictMode>,
);
