% AD whose body binds the probability
share(a, 0.2). share(b, 0.5).
P::pick(K) ; Q::none(K) :- share(K, P), Q is 1 - P.
query(pick(_)).
query(none(_)).
