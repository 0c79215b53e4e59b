% stratified negation over probabilistic facts with open queries
0.6::bird(tweety). 0.7::bird(polly). 0.3::penguin(tweety).
animal(tweety). animal(polly). animal(rex).
flies(X) :- bird(X), \+ penguin(X).
grounded(X) :- animal(X), \+ flies(X).
query(flies(_)).
query(grounded(_)).
