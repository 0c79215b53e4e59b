% written for this corpus by a find-only hunt (session 23; control, meta-calls and query forms)
% Inheritance with exceptions using not/1 (rather than \+)
bird(tweety). bird(polly). bird(pingu).
penguin(pingu).
0.1::injured(tweety). 0.05::injured(polly).
flies(X) :- bird(X), not(penguin(X)), not(injured(X)).
grounded(X) :- bird(X), not flies(X).
query(flies(_)).
query(grounded(_)).
