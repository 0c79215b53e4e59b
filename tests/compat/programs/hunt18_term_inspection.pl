% terms: functor, arg and =.. to take apart uncertain events read from a log
event_type(fire, 2). event_type(flood, 1).
arity_ok(E) :- functor(E, T, N), event_type(T, N).
0.1::happens(fire(house, night)). 0.05::happens(flood(cellar)).
0.3::happens(fire(shed, day)).
damage(Where) :- happens(E), arity_ok(E), E =.. [_, Where|_].
at_night :- happens(E), functor(E, fire, 2), arg(2, E, night).
rebuilt(T) :- happens(E), E =.. [F|Args], length(Args, N), N > 1, T =.. [F, N].
query(damage(W)).
query(at_night).
query(rebuilt(T)).
