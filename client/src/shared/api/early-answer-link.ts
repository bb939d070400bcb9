// Above the HTTP link: answers a query from its early request (early-answers.ts) when there is one, otherwise
// passes it on. A held answer that failed is asked again here, so the page sees the failure as without it.
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { takeEarly } from './early-answers';

export const earlyAnswerLink = new ApolloLink((operation, forward) => {
  const answer = takeEarly(operation);
  if (!answer) return forward(operation);
  return new Observable<ApolloLink.Result>((observer) => {
    let inner: { unsubscribe(): void } | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    void answer.then((result) => {
      if (closed) return;
      if (!result) {
        inner = forward(operation).subscribe(observer);
        return;
      }
      // In a task of its own, as an answer from the network comes: the page usually asks in the effects of its first
      // commit, with the answer long in, and writing it there made that commit's task one long block with the
      // answer's render (Lighthouse's blocking time on a phone).
      timer = setTimeout(() => {
        observer.next(result);
        observer.complete();
      }, 0);
    });
    return () => {
      closed = true;
      clearTimeout(timer);
      inner?.unsubscribe();
    };
  });
});
