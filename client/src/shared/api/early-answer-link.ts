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
    let closed = false;
    void answer.then((result) => {
      if (closed) return;
      if (result) {
        observer.next(result);
        observer.complete();
      } else {
        inner = forward(operation).subscribe(observer);
      }
    });
    return () => {
      closed = true;
      inner?.unsubscribe();
    };
  });
});
