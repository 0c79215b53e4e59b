% knowledge graph with uncertain type assertions, a class hierarchy and inheritance with exceptions
subclass(penguin, bird). subclass(bird, animal). subclass(bat, mammal). subclass(mammal, animal).
isa_class(C, C).
isa_class(C, D) :- subclass(C, E), isa_class(E, D).
0.9::type(tweety, bird). 0.2::type(tweety, penguin). 0.7::type(bruce, bat). 0.1::type(bruce, bird).
instance(X, C) :- type(X, C0), isa_class(C0, C).
abnormal(X) :- instance(X, penguin).
flies(X) :- instance(X, bird), \+ abnormal(X).
flies(X) :- instance(X, bat).
0.3::observed_flying(X) :- flies(X).
class_of(X, L) :- member(X, [tweety, bruce]), findall(C, instance(X, C), L0), sort(L0, L).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(flies(X)).
query(instance(bruce, C)).
query(class_of(tweety, L)).
evidence(observed_flying(tweety), true).
