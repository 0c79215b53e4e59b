% \= and \== on partial terms and unbound variables
n1 :- f(_) \= f(a).
n2 :- f(X) \== f(X).
n3 :- f(_) \== f(_).
n4 :- [a | _] \= [b | _].
n5 :- X \= Y.
query(n1). query(n2). query(n3). query(n4). query(n5).
