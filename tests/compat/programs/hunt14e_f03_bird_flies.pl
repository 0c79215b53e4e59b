% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% defaults with negation: birds fly unless abnormal, abnormality probabilistic
bird(tweety). bird(polly). bird(pingu).
penguin(pingu).
0.1::injured(X) :- bird(X).
abnormal(X) :- penguin(X).
abnormal(X) :- injured(X).
0.95::flies(X) :- bird(X), \+ abnormal(X).
0.05::flies(X) :- penguin(X).
evidence(flies(polly), false).
query(flies(_)).
query(injured(_)).
query(abnormal(polly)).
