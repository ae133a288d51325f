/**
 * The entry of `/case-controls.js`, the one script a host page loads. Defining the element
 * twice throws, and a host may include the script twice, so it is defined only once.
 */
import { AgentCaseControls } from './agent-case-controls';

export { AgentCaseControls };

declare global {
  interface HTMLElementTagNameMap {
    'agent-case-controls': AgentCaseControls;
  }
}

if (!customElements.get('agent-case-controls'))
  customElements.define('agent-case-controls', AgentCaseControls);
