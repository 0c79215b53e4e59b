"""Neural predicates: networks, tensor sources and training data (imports torch lazily).

* :mod:`.tensors`: tensor sources, and resolving ``tensor(train(17))`` terms to tensors;
* :mod:`.networks`: the :class:`~.networks.Network` wrapper and the safe built-in families
  (``mlp``, ``cnn``) that programs may declare;
* :mod:`.data`: datasets of training queries with target probabilities;
* :mod:`.templates`: query templates (tensors abstracted, outputs left open), compiled once;
* :mod:`.batch`: batched evaluation of templates with one network call per minibatch.
"""
